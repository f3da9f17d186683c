import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A rounded on/off choice in a group (colours, services): pressed shows the primary colour and a check. */
export function ToggleChip({
  selected,
  onToggle,
  children,
}: {
  selected: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-full border px-3 text-sm transition-colors',
        'outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40',
        selected
          ? 'border-primary bg-primary/10 font-medium text-primary'
          : 'border-input bg-card text-foreground hover:bg-accent',
      )}
    >
      {children}
      {selected && <Check aria-hidden="true" className="size-3.5" />}
    </button>
  );
}
