import {
  CUSTOMER_PERSON_TYPE_LABELS,
  customerStreetLine,
  EMPTY_MARKER,
  formatBRL,
  formatDateTime,
  formatStateRegistration,
  maskCep,
  maskPhone,
} from '@alinhavo/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { canUse, useSessionQuery } from '@/app/session';
import { DetailItem } from '@/components/detail-item';
import { DeleteButton, EditButton, RecordHeader } from '@/components/record-header';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useCustomer } from './api';
import { CustomerDeleteDialog } from './customer-delete-dialog';
import { CustomerSalesCard } from './customer-sales-card';
import { CustomerStatusBadge } from './customer-status-badge';
import { customerDocument, customerPlace } from './format';

const CustomerFormDialog = lazyDialog(() =>
  import('./customer-form-dialog').then((module) => module.CustomerFormDialog),
);

/** /app/clientes/:id (part4 §1): the customer's data, contacts and address, and the place of its sales. */
export function CustomerDetailPage() {
  const { id = '' } = useParams();
  const { data: session } = useSessionQuery();
  const query = useCustomer(id);
  const customer = query.data;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useSetPageLabel(customer?.name);

  if (query.error || !customer) {
    return (
      <RecordPageStates
        query={query}
        backTo="/app/clientes"
        notFound={{ title: 'Cliente não encontrado', linkLabel: 'Voltar para Clientes' }}
        errorTitle="Erro ao carregar cliente"
      />
    );
  }

  const company = customer.personType === 'pj';
  return (
    <div>
      <BackButton to="/app/clientes" />
      <RecordHeader
        title={customer.name}
        badges={<CustomerStatusBadge status={customer.status} />}
        meta={[
          customer.tradeName,
          CUSTOMER_PERSON_TYPE_LABELS[customer.personType],
          `Cadastrado em ${formatDateTime(customer.createdAt)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          <>
            {canUse(session, 'customers', 'write') && <EditButton onClick={() => setEditing(true)} />}
            {canUse(session, 'customers', 'delete') && <DeleteButton onClick={() => setDeleting(true)} />}
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Dados</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailItem label={company ? 'CNPJ' : 'CPF'}>{customerDocument(customer)}</DetailItem>
              <DetailItem label="Inscrição estadual">
                {customer.stateRegistration
                  ? formatStateRegistration(customer.stateRegistration)
                  : EMPTY_MARKER}
              </DetailItem>
              <DetailItem label="Limite de crédito">
                {customer.creditLimitCents > 0 ? formatBRL(customer.creditLimitCents) : 'Sem crédito'}
              </DetailItem>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Contato</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailItem label="Pessoa de contato">{customer.contactName ?? EMPTY_MARKER}</DetailItem>
              <DetailItem label="E-mail">
                {customer.email ? (
                  <a href={`mailto:${customer.email}`} className="break-all text-primary hover:underline">
                    {customer.email}
                  </a>
                ) : (
                  EMPTY_MARKER
                )}
              </DetailItem>
              <DetailItem label="Celular">
                {customer.mobilePhone ? maskPhone(customer.mobilePhone) : EMPTY_MARKER}
              </DetailItem>
              <DetailItem label="Telefone">
                {customer.phone ? maskPhone(customer.phone) : EMPTY_MARKER}
              </DetailItem>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Endereço</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailItem label="Endereço" className="sm:col-span-2">
                {customerStreetLine(customer) ?? EMPTY_MARKER}
              </DetailItem>
              <DetailItem label="Cidade/UF">{customerPlace(customer)}</DetailItem>
              <DetailItem label="CEP">{customer.cep ? maskCep(customer.cep) : EMPTY_MARKER}</DetailItem>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Observações</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm">{customer.notes ?? EMPTY_MARKER}</p>
          </CardContent>
        </Card>
        <CustomerSalesCard customerId={customer.id} />
      </div>

      <CustomerFormDialog customer={customer} open={editing} onOpenChange={setEditing} />
      <CustomerDeleteDialog customer={customer} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
