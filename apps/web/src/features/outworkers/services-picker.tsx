import type { OutworkerService } from '@alinhavo/domain';
import { Link } from 'react-router';
import { ToggleChip } from '@/components/toggle-chip';
import { useFormFieldControl } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The processes a workshop performs, as chips that toggle (each a pressed/unpressed button, so the keyboard
 * works). Inactive processes are offered only when already chosen, so an old choice stays visible.
 */
export function ServicesPicker({
  value,
  onChange,
  options,
  loading,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  options: OutworkerService[] | undefined;
  loading: boolean;
}) {
  const field = useFormFieldControl();
  if (loading) return <Skeleton className="h-9 w-full" />;
  const shown = (options ?? []).filter((option) => option.isActive || value.includes(option.id));
  if (shown.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        Nenhum processo ativo. Cadastre-os em{' '}
        <Link to="/app/processos" className="text-primary underline-offset-4 hover:underline">
          Processos
        </Link>
        .
      </p>
    );
  }
  const toggle = (id: string) =>
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id]);
  return (
    <fieldset
      aria-describedby={field?.['aria-describedby']}
      className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0"
    >
      <legend className="sr-only">Serviços</legend>
      {shown.map((option) => (
        <ToggleChip key={option.id} selected={value.includes(option.id)} onToggle={() => toggle(option.id)}>
          {option.name}
          {!option.isActive && <span className="text-muted-foreground text-xs">(inativo)</span>}
        </ToggleChip>
      ))}
    </fieldset>
  );
}
