import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import type { TrialDocumentType } from './trial-fields';

const TYPES: { value: TrialDocumentType; label: string }[] = [
  { value: 'CNPJ', label: 'CNPJ' },
  { value: 'CPF', label: 'CPF' },
];

/** CNPJ / CPF switch as a radio group (arrow keys move between the two). */
export function DocumentTypeToggle({
  value,
  onChange,
}: {
  value: TrialDocumentType;
  onChange: (value: TrialDocumentType) => void;
}) {
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    event.preventDefault();
    const next = value === 'CNPJ' ? 'CPF' : 'CNPJ';
    onChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-value="${next}"]`)?.focus();
  }
  return (
    <div
      role="radiogroup"
      aria-label="Tipo de documento"
      onKeyDown={handleKeyDown}
      className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
    >
      {TYPES.map((type) => {
        const checked = type.value === value;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a segmented control styled as buttons, with radio semantics
          <button
            key={type.value}
            type="button"
            role="radio"
            aria-checked={checked}
            data-value={type.value}
            tabIndex={checked ? 0 : -1}
            onClick={() => onChange(type.value)}
            className={cn(
              'h-9 rounded-md font-medium text-sm outline-hidden transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/40',
              checked ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {type.label}
          </button>
        );
      })}
    </div>
  );
}
