import { formatDate, formatFileSize, type PaymentReceipt, type SignedFileLink } from '@alinhavo/domain';
import { Download, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';

/** Starts the browser's download of a signed address (the file answers as an attachment: the page stays). */
function startDownload(url: string) {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * The receipt files of a payment record (part2 §2 Pagamentos), each with 'Baixar': a fresh signed address is
 * asked for on each press, so a page left open for hours still downloads. `onRemove` adds 'Remover' (company).
 */
export function ReceiptList({
  receipts,
  link,
  onRemove,
}: {
  receipts: PaymentReceipt[];
  link: (receiptId: string) => Promise<SignedFileLink>;
  onRemove?: ((receipt: PaymentReceipt) => void) | undefined;
}) {
  const [busy, setBusy] = useState<string | null>(null);

  async function download(receipt: PaymentReceipt) {
    setBusy(receipt.id);
    try {
      startDownload((await link(receipt.id)).url);
    } catch (error) {
      toast.error('Erro ao baixar o comprovante', { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  if (receipts.length === 0) return null;
  return (
    <ul className="grid min-w-0 gap-2" aria-label="Comprovantes">
      {receipts.map((receipt) => (
        <li key={receipt.id} className="flex min-w-0 items-center gap-2 rounded-lg border px-3 py-2 text-sm">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium" title={receipt.filename}>
              {receipt.filename}
            </span>
            <span className="block text-muted-foreground text-xs">
              {formatDate(receipt.createdAt)} · {formatFileSize(receipt.sizeBytes)}
            </span>
          </span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            loading={busy === receipt.id}
            onClick={() => void download(receipt)}
            aria-label={`Baixar ${receipt.filename}`}
          >
            <Download aria-hidden="true" />
            Baixar
          </Button>
          {onRemove && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={() => onRemove(receipt)}
              aria-label={`Remover ${receipt.filename}`}
              title="Remover"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
