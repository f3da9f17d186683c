import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** An on/off list filter such as 'Abaixo do mínimo': red while on, announced as a pressed button. */
export function FilterToggle({
  pressed,
  onPressedChange,
  icon: Icon,
  children,
}: {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant={pressed ? 'destructive' : 'outline'}
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
    >
      <Icon aria-hidden="true" />
      {children}
    </Button>
  );
}
