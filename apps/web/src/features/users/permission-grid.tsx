import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { cn } from '@/lib/cn';
import {
  featureLabel,
  PERMISSION_GROUPS,
  type PermissionDraft,
  type PermissionFlag,
  toggleFlag,
} from './permission-rules';

const FLAGS: { flag: PermissionFlag; label: string }[] = [
  { flag: 'canAccess', label: 'Acessar' },
  { flag: 'canWrite', label: 'Editar' },
  { flag: 'canDelete', label: 'Excluir' },
];

/** Every feature with its Acessar / Editar / Excluir toggles, grouped like the sidebar. */
export function PermissionGrid({
  draft,
  onChange,
  disabled = false,
}: {
  draft: PermissionDraft;
  onChange: (draft: PermissionDraft) => void;
  disabled?: boolean;
}) {
  return (
    <div className="grid gap-5">
      {PERMISSION_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`perm-group-${group.title}`}>
          <h3
            id={`perm-group-${group.title}`}
            className="mb-1.5 font-medium text-muted-foreground text-xs uppercase tracking-wider"
          >
            {group.title}
          </h3>
          <ul className="divide-y rounded-lg border">
            {group.features.map((feature) => {
              const row = draft[feature];
              const label = featureLabel(feature);
              return (
                <li
                  key={feature}
                  className={cn(
                    'flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between',
                    row.canAccess && 'bg-primary/[0.03]',
                  )}
                >
                  <span className={cn('font-medium text-sm', !row.canAccess && 'text-muted-foreground')}>
                    {label}
                  </span>
                  <div className="grid grid-cols-3 gap-2 sm:flex sm:gap-1">
                    {FLAGS.map(({ flag, label: flagLabel }) => (
                      <label
                        key={flag}
                        htmlFor={`perm-${feature}-${flag}`}
                        className={cn(
                          'flex h-9 cursor-pointer items-center gap-2 rounded-md border px-2.5 text-sm transition-colors sm:w-24',
                          'hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/40',
                          row[flag]
                            ? 'border-primary/30 bg-primary/5 text-foreground'
                            : 'text-muted-foreground',
                          disabled && 'pointer-events-none opacity-60',
                        )}
                      >
                        <Checkbox.Root
                          id={`perm-${feature}-${flag}`}
                          checked={row[flag]}
                          disabled={disabled}
                          aria-label={`${flagLabel} ${label}`}
                          onCheckedChange={(checked) =>
                            onChange({ ...draft, [feature]: toggleFlag(row, flag, checked === true) })
                          }
                          className={cn(
                            'flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input bg-card outline-hidden',
                            'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
                          )}
                        >
                          <Checkbox.Indicator>
                            <Check className="size-3" strokeWidth={3} aria-hidden="true" />
                          </Checkbox.Indicator>
                        </Checkbox.Root>
                        <span aria-hidden="true">{flagLabel}</span>
                      </label>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
