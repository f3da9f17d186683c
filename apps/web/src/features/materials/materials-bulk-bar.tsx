import { MATERIAL_BULK_MAX } from '@alinhavo/domain';
import { Ban, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { countLabel } from '@/lib/list-count';
import { useDeactivateMaterials } from './api';

/** Above the list while materials are picked: how many, 'Desativar' for all of them and 'Limpar seleção'. */
export function MaterialsBulkBar({
  selected,
  onClear,
}: {
  selected: ReadonlySet<string>;
  onClear: () => void;
}) {
  const deactivate = useDeactivateMaterials();
  if (selected.size === 0) return null;
  const tooMany = selected.size > MATERIAL_BULK_MAX;

  async function run() {
    try {
      const { deactivated } = await deactivate.mutateAsync([...selected]);
      toast.success(countLabel(deactivated, ['material desativado', 'materiais desativados']));
      onClear();
    } catch (error) {
      toast.error('Erro ao desativar materiais', { description: errorMessage(error) });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/60 px-3 py-2">
      <p className="mr-auto text-sm font-medium" aria-live="polite">
        {countLabel(selected.size, ['material selecionado', 'materiais selecionados'])}
        {tooMany && (
          <span className="ml-2 font-normal text-destructive">
            (no máximo {MATERIAL_BULK_MAX} de uma vez)
          </span>
        )}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={run}
        loading={deactivate.isPending}
        disabled={tooMany}
      >
        <Ban aria-hidden="true" />
        Desativar
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        Limpar seleção
      </Button>
    </div>
  );
}
