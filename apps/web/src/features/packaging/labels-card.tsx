import {
  DEFAULT_LABEL_LAYOUT,
  LABEL_LAYOUT_IDS,
  LABEL_LAYOUTS,
  type LabelLayoutId,
  type PackingDetail,
} from '@alinhavo/domain';
import { FileDown, Printer } from 'lucide-react';
import { useState } from 'react';
import { OptionSelect } from '@/components/option-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { type LabelOptions, labelsUrl } from './api';
import { downloadFile } from './download-file';

const LAYOUT_OPTIONS = LABEL_LAYOUT_IDS.map((id) => ({ value: id, label: LABEL_LAYOUTS[id].name }));

/** Downloads labels of the batch (or of one packing) with the options chosen; errors come back as toasts. */
export function useLabelDownload(batchId: string, code: string) {
  const [busy, setBusy] = useState<string | null>(null);
  async function download(options: LabelOptions) {
    const key = `${options.format}-${options.packingRecordId ?? 'all'}`;
    setBusy(key);
    try {
      await downloadFile(labelsUrl(batchId, options), `etiquetas-${code}.${options.format}`);
    } catch (error) {
      toast.error('Erro ao gerar as etiquetas', { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }
  return { download, busy };
}

/**
 * Labels with SKU, product, colour, size and EAN-13, one per piece: PDF on A4 sheets of adhesive labels (or one
 * per page for a thermal printer's driver), or ZPL straight to a Zebra-compatible printer.
 */
export function LabelsCard({
  detail,
  layout,
  onLayoutChange,
  price,
  onPriceChange,
}: {
  detail: PackingDetail;
  layout: LabelLayoutId;
  onLayoutChange: (layout: LabelLayoutId) => void;
  price: boolean;
  onPriceChange: (price: boolean) => void;
}) {
  const { download, busy } = useLabelDownload(detail.batch.id, detail.batch.code);
  const count = detail.totals.packed > 0 ? detail.totals.packed : detail.totals.approved;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Etiquetas</CardTitle>
        <CardDescription>
          Uma por peça {detail.totals.packed > 0 ? 'embalada' : 'aprovada'} ({count}), com SKU, cor, tamanho e
          código de barras EAN-13.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <FormField id="label-layout" label="Folha (PDF)">
            <OptionSelect
              value={layout}
              onChange={onLayoutChange}
              options={LAYOUT_OPTIONS}
              placeholder={LABEL_LAYOUTS[DEFAULT_LABEL_LAYOUT].name}
            />
          </FormField>
          <label className="flex h-10 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={price}
              onChange={(event) => onPriceChange(event.target.checked)}
            />
            Mostrar preço
          </label>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button
            type="button"
            variant="outline"
            loading={busy === 'pdf-all'}
            disabled={count === 0}
            onClick={() => download({ format: 'pdf', layout, price })}
          >
            <FileDown aria-hidden="true" />
            Etiquetas (PDF)
          </Button>
          <Button
            type="button"
            variant="outline"
            loading={busy === 'zpl-all'}
            disabled={count === 0}
            onClick={() => download({ format: 'zpl', layout, price })}
          >
            <Printer aria-hidden="true" />
            Etiquetas (ZPL)
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
