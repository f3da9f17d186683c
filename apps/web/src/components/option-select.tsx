import { ChevronDown } from 'lucide-react';
import { useFormFieldControl } from '@/components/ui/form-field-context';
import { SELECT_TRIGGER_CLASSES } from '@/components/ui/select-trigger-style';
import { cn } from '@/lib/cn';
import { onDemand } from '@/lib/on-demand';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';

export type SelectOption<V extends string> = { value: V; label: string };

export type OptionSelectProps<V extends string> = {
  /** Empty (or undefined) shows the placeholder. */
  value: V | '' | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
};

const selectControl = onDemand(() =>
  import('./option-select-control').then((module) => module.OptionSelectControl),
);

/**
 * A select over a fixed list of labelled options; inside a `FormField` it is wired to the label and errors.
 * It shows first as a light button with the same look and name: the select's code (Radix, its positioning and
 * focus handling) loads when the pointer or the focus reaches it, and a press opens the list as soon as it has
 * (use-load-on-intent.ts).
 */
export function OptionSelect<V extends string>(props: OptionSelectProps<V>) {
  const { ready, handlers } = useLoadOnIntent(selectControl);
  if (ready)
    return <ready.Control {...props} defaultOpen={ready.intent.open} autoFocus={ready.intent.focus} />;
  return <StandIn {...props} handlers={handlers} />;
}

function StandIn<V extends string>({
  value,
  onBlur,
  options,
  placeholder,
  className,
  'aria-label': ariaLabel,
  handlers,
}: OptionSelectProps<V> & { handlers: ReturnType<typeof useLoadOnIntent>['handlers'] }) {
  const field = useFormFieldControl();
  const chosen = options.find((option) => option.value === value);
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      data-slot="select-trigger"
      data-size="default"
      data-placeholder={chosen ? undefined : ''}
      {...field}
      aria-label={ariaLabel}
      className={cn(...SELECT_TRIGGER_CLASSES, className)}
      onBlur={onBlur}
      {...handlers}
    >
      <span data-slot="select-value" style={{ pointerEvents: 'none' }}>
        {chosen?.label ?? placeholder}
      </span>
      <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
    </button>
  );
}

/** Options from a list of values and their labels. */
export function labelledOptions<V extends string>(
  values: readonly V[],
  labels: Record<V, string>,
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
