import {
  PAYMENT_RECEIPT_ACCEPT,
  PAYMENT_RECEIPT_MAX_BYTES,
  PAYMENT_RECEIPT_MESSAGES,
  type PaymentReceipt,
  type WorkshopPayment,
} from '@alinhavo/domain';
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { FilePickButton } from '@/components/file-pick-button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { companyReceiptLink, useAttachReceipt, useRemoveReceipt } from './api';
import { ReceiptList } from './receipt-list';

/** The company's side of a record's receipts: the list with 'Baixar', and 'Anexar comprovante' / 'Remover'. */
export function PaymentReceipts({ payment, canWrite }: { payment: WorkshopPayment; canWrite: boolean }) {
  const attach = useAttachReceipt(payment);
  const remove = useRemoveReceipt(payment);
  const [removing, setRemoving] = useState<PaymentReceipt | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(file: File | undefined) {
    if (!file) return;
    // The server checks the type and the bytes; this only spares a useless upload.
    if (file.size > PAYMENT_RECEIPT_MAX_BYTES) {
      toast.error(PAYMENT_RECEIPT_MESSAGES.tooLarge);
      return;
    }
    try {
      await attach.mutateAsync(file);
      toast.success('Comprovante anexado', { description: file.name });
    } catch (error) {
      toast.error('Erro ao anexar o comprovante', { description: errorMessage(error) });
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    setProblem(null);
    try {
      await remove.mutateAsync(removing.id);
      toast.success('Comprovante removido');
      setRemoving(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <section className="mt-4 grid gap-2 border-t pt-3" aria-labelledby={`receipts-${payment.id}`}>
      <h3 id={`receipts-${payment.id}`} className="font-medium text-sm">
        Comprovantes
      </h3>
      {payment.receipts.length === 0 && (
        <p className="text-muted-foreground text-sm">Nenhum comprovante anexado.</p>
      )}
      <ReceiptList
        receipts={payment.receipts}
        link={(receiptId) => companyReceiptLink(payment.id, receiptId)}
        onRemove={canWrite ? setRemoving : undefined}
      />
      {canWrite && (
        <>
          <FilePickButton
            accept={PAYMENT_RECEIPT_ACCEPT}
            onPick={(file) => void send(file)}
            inputTestId="receipt-file"
            className="w-full sm:w-auto sm:justify-self-start"
            loading={attach.isPending}
          >
            <Paperclip aria-hidden="true" />
            Anexar comprovante
          </FilePickButton>
          <p className="text-muted-foreground text-xs">PDF, imagem, ZIP ou texto de até 10 MB.</p>
        </>
      )}
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRemoving(null);
            setProblem(null);
          }
        }}
        title="Remover comprovante?"
        description={`O arquivo ${removing?.filename ?? ''} deixa de aparecer para a empresa e para a facção.`}
        onConfirm={() => void confirmRemove()}
        pending={remove.isPending}
        problem={problem}
      />
    </section>
  );
}
