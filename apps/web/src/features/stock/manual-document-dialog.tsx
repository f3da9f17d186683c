import { useEffect, useState } from 'react';
import { canUse, useSessionQuery } from '@/app/session';
import { FormDialog } from '@/components/form-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { usePostDocument, useSupplierOptions } from './api';
import { GridDocumentForm } from './grid-document-form';
import { ManualLinesForm, type ManualPreset } from './manual-lines-form';

export type { ManualPreset } from './manual-lines-form';

type Mode = 'itens' | 'grade';
const FORM_IDS: Record<Mode, string> = { itens: 'stock-manual-document', grade: 'stock-grid-document' };

/**
 * 'Nova entrada' / 'Nova saída', posted as one ledger document: item by item (any materials and SKUs), or by grid
 * (one product or material, its colours × sizes typed in one table).
 */
export function ManualDocumentDialog({
  type,
  open,
  onOpenChange,
  preset,
}: {
  type: 'entrada' | 'saida';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset?: ManualPreset | undefined;
}) {
  const { data: session } = useSessionQuery();
  const post = usePostDocument();
  const isEntry = type === 'entrada';
  const suppliers = useSupplierOptions(open && isEntry && canUse(session, 'suppliers', 'access'));
  const supplierOptions = suppliers.data?.items.map((s) => ({ value: s.id, label: s.name })) ?? [];
  const [mode, setMode] = useState<Mode>('itens');

  useEffect(() => {
    if (open) setMode('itens');
  }, [open]);

  const forms = {
    type,
    supplierOptions,
    post: post.mutateAsync,
    onPosted: () => {
      toast.success(isEntry ? 'Entrada registrada com sucesso!' : 'Saída registrada com sucesso!');
      onOpenChange(false);
    },
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEntry ? 'Nova entrada' : 'Nova saída'}
      description={
        isEntry
          ? 'Material ou produto que chegou ao estoque: compra, devolução, sobra de produção.'
          : 'Material ou produto que saiu do estoque fora da produção: perda, amostra, uso interno.'
      }
      formId={FORM_IDS[mode]}
      submitLabel={isEntry ? 'Registrar entrada' : 'Registrar saída'}
      submitting={post.isPending}
      className="sm:max-w-3xl"
    >
      <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)} className="min-w-0 gap-4">
        <TabsList aria-label="Como lançar">
          <TabsTrigger value="itens">Item a item</TabsTrigger>
          <TabsTrigger value="grade">Por grade</TabsTrigger>
        </TabsList>
        <TabsContent value="itens" className="min-w-0">
          <ManualLinesForm {...forms} preset={preset} formId={FORM_IDS.itens} />
        </TabsContent>
        <TabsContent value="grade" className="min-w-0">
          <GridDocumentForm {...forms} formId={FORM_IDS.grade} />
        </TabsContent>
      </Tabs>
    </FormDialog>
  );
}
