import { formatDateTime, formatDocument, maskPhone } from '@alinhavo/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { canUse, useSessionQuery } from '@/app/session';
import { DetailItem } from '@/components/detail-item';
import { DeleteButton, EditButton, RecordHeader } from '@/components/record-header';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSupplier } from './api';
import { SupplierDeleteDialog } from './supplier-delete-dialog';
import { SupplierEditDialog } from './supplier-edit-dialog';

/**
 * part2 quotes this page's empty value: "phone and e-mail ('-' when empty)". Kept verbatim, for the whole page so
 * its fields read alike; every other screen shows EMPTY_MARKER ('—', docs/glossary.md).
 */
const SPEC_EMPTY = '-';

/** part2 'Supplier detail': contacts with '-' when empty, a back button and the 'Editar' dialog. */
export function SupplierDetailPage() {
  const { id = '' } = useParams();
  const { data: session } = useSessionQuery();
  const query = useSupplier(id);
  const supplier = query.data;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  useSetPageLabel(supplier?.name);

  if (query.error || !supplier) {
    return (
      <RecordPageStates
        query={query}
        backTo="/app/fornecedores"
        notFound={{ title: 'Fornecedor não encontrado', linkLabel: 'Voltar para Fornecedores' }}
        errorTitle="Erro ao carregar fornecedor"
      />
    );
  }

  return (
    <div>
      <BackButton to="/app/fornecedores" />
      <RecordHeader
        title={supplier.name}
        meta={`Cadastrado em ${formatDateTime(supplier.createdAt)}`}
        actions={
          <>
            {canUse(session, 'suppliers', 'write') && <EditButton onClick={() => setEditing(true)} />}
            {canUse(session, 'suppliers', 'delete') && <DeleteButton onClick={() => setDeleting(true)} />}
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Contato</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailItem label="Telefone">
                {supplier.phone ? maskPhone(supplier.phone) : SPEC_EMPTY}
              </DetailItem>
              <DetailItem label="E-mail">
                {supplier.email ? (
                  <a href={`mailto:${supplier.email}`} className="break-all text-primary hover:underline">
                    {supplier.email}
                  </a>
                ) : (
                  SPEC_EMPTY
                )}
              </DetailItem>
              <DetailItem label="CNPJ/CPF">
                {supplier.documentNumber ? formatDocument(supplier.documentNumber) : SPEC_EMPTY}
              </DetailItem>
              <DetailItem label="Endereço">{supplier.address ?? SPEC_EMPTY}</DetailItem>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Observações</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="whitespace-pre-line text-sm">{supplier.notes ?? SPEC_EMPTY}</p>
          </CardContent>
        </Card>
      </div>

      <SupplierEditDialog supplier={supplier} open={editing} onOpenChange={setEditing} />
      <SupplierDeleteDialog supplier={supplier} open={deleting} onOpenChange={setDeleting} />
    </div>
  );
}
