import { MAX_BATCHES_PER_LABELS } from '@alinhavo/domain';
import { Printer, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { downloadFile } from '@/features/packaging';
import { apiUrl, errorMessage } from '@/lib/api';
import { countLabel } from '@/lib/list-count';

/** Above the batches list while batches are picked: print the labels of all of them in one PDF. */
export function BatchLabelsBar({
  selected,
  onClear,
}: {
  selected: ReadonlySet<string>;
  onClear: () => void;
}) {
  const [busy, setBusy] = useState(false);
  if (selected.size === 0) return null;
  const tooMany = selected.size > MAX_BATCHES_PER_LABELS;

  async function print() {
    setBusy(true);
    try {
      const url = apiUrl('/api/packaging/labels', { query: { batchIds: [...selected].join(',') } });
      await downloadFile(url, 'etiquetas.pdf');
    } catch (error) {
      toast.error('Erro ao gerar as etiquetas', { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/60 px-3 py-2">
      <p className="mr-auto text-sm" aria-live="polite">
        <span className="font-medium">
          {countLabel(selected.size, ['lote selecionado', 'lotes selecionados'])}
        </span>
        <span className="ml-2 text-muted-foreground">
          {tooMany
            ? `No máximo ${MAX_BATCHES_PER_LABELS} lotes por vez.`
            : 'Uma etiqueta por peça embalada ou, antes da embalagem, aprovada.'}
        </span>
      </p>
      <Button type="button" variant="outline" size="sm" onClick={print} loading={busy} disabled={tooMany}>
        <Printer aria-hidden="true" />
        Imprimir etiquetas
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        Limpar seleção
      </Button>
    </div>
  );
}
