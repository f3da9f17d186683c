import {
  formatCount,
  formatDateTime,
  formatInteger,
  type LabelLayoutId,
  type PackingDetail,
} from '@alinhavo/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLabelDownload } from './labels-card';

/** Each packing of the batch (what went into stock, when and by whom), with the labels of just that packing. */
export function PackingRecords({
  detail,
  layout,
  price,
}: {
  detail: PackingDetail;
  layout: LabelLayoutId;
  price: boolean;
}) {
  const { download, busy } = useLabelDownload(detail.batch.id, detail.batch.code);
  if (detail.records.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Embalagens registradas</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 text-sm">
          {[...detail.records].reverse().map((record) => (
            <li key={record.id} className="grid gap-1 border-b pb-3 last:border-b-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">
                  {formatCount(record.total, 'peça', 'peças')} · {formatDateTime(record.createdAt)}
                  {record.createdByName && (
                    <span className="font-normal text-muted-foreground"> · {record.createdByName}</span>
                  )}
                </span>
                <span className="flex gap-1">
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    loading={busy === `pdf-${record.id}`}
                    onClick={() => download({ format: 'pdf', layout, price, packingRecordId: record.id })}
                  >
                    PDF
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    loading={busy === `zpl-${record.id}`}
                    onClick={() => download({ format: 'zpl', layout, price, packingRecordId: record.id })}
                  >
                    ZPL
                  </Button>
                </span>
              </div>
              <p className="text-muted-foreground">
                {record.items.map((item) => `${item.sku}: ${formatInteger(item.quantity)}`).join(' · ')}
              </p>
              {record.notes && <p>{record.notes}</p>}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
