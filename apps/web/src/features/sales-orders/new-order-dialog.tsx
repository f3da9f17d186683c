import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormDialog } from '@/components/form-dialog';
import { OptionSelect } from '@/components/option-select';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { useCreateSalesOrder, useSalesOrderOptions } from './api';
import { CustomerPicker } from './customer-picker';

/** 'Novo pedido': the customer and its price table (changeable); the lines are typed on the order's page. */
export function NewSalesOrderDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const { data: options, isPending } = useSalesOrderOptions();
  const create = useCreateSalesOrder();
  const [customerId, setCustomerId] = useState('');
  const [priceTableId, setPriceTableId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const tables = (options?.priceTables ?? []).map((t) => ({ value: t.id, label: t.name }));
  const defaultTable = options?.priceTables.find((t) => t.isDefault)?.id ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!customerId) {
      setErrors({ customerId: 'Selecione o cliente' });
      return;
    }
    try {
      const order = await create.mutateAsync({ customerId, priceTableId: priceTableId || null });
      toast.success(`Pedido ${order.code} criado`, {
        description: 'Inclua os itens pela grade ou pelo código.',
      });
      onOpenChange(false);
      navigate(`/app/pedido/${order.id}`);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.fields : {});
      toast.error('Erro ao criar o pedido', { description: errorMessage(error) });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Novo pedido de venda"
      description="Escolha o cliente; a tabela de preços vem do cadastro dele e pode ser trocada."
      formId="sales-order-new"
      submitLabel="Criar pedido"
      submitting={create.isPending}
    >
      <form id="sales-order-new" onSubmit={submit} noValidate className="grid gap-4">
        <FormField id="sales-order-customer" label="Cliente" required error={errors.customerId}>
          <CustomerPicker
            customers={options?.customers ?? []}
            value={customerId}
            loading={isPending}
            onSelect={(customer) => {
              setCustomerId(customer.id);
              setPriceTableId(customer.priceTableId ?? defaultTable);
              setErrors({});
            }}
          />
        </FormField>
        {options && options.customers.length === 0 && (
          <p className="text-muted-foreground text-sm">
            Nenhum cliente ativo.{' '}
            <Link to="/app/clientes" className="text-primary hover:underline">
              Cadastre um cliente
            </Link>{' '}
            para vender.
          </p>
        )}
        <FormField id="sales-order-table" label="Tabela de preços" error={errors.priceTableId}>
          <OptionSelect value={priceTableId || defaultTable} onChange={setPriceTableId} options={tables} />
        </FormField>
      </form>
    </FormDialog>
  );
}
