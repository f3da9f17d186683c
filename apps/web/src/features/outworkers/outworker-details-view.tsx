import {
  EMPTY_MARKER,
  formatDocument,
  maskPhone,
  OUTWORKER_STATUS_LABELS,
  type Outworker,
} from '@alinhavo/domain';
import { DetailItem } from '@/components/detail-item';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { capacityText, ServiceChips } from './service-chips';

/** The workshop's record as the read view shows it: each field, '—' when empty. */
export function OutworkerDetailsView({ outworker }: { outworker: Outworker }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados do terceirizado</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailItem label="CNPJ ou CPF">
            {outworker.documentNumber ? formatDocument(outworker.documentNumber) : EMPTY_MARKER}
          </DetailItem>
          <DetailItem label="Contato">{outworker.contactName ?? EMPTY_MARKER}</DetailItem>
          <DetailItem label="Telefone">
            {outworker.phone ? maskPhone(outworker.phone) : EMPTY_MARKER}
          </DetailItem>
          <DetailItem label="E-mail">
            {outworker.email ? (
              <a href={`mailto:${outworker.email}`} className="break-all text-primary hover:underline">
                {outworker.email}
              </a>
            ) : (
              EMPTY_MARKER
            )}
          </DetailItem>
          <DetailItem label="Endereço" className="sm:col-span-2">
            {outworker.address ?? EMPTY_MARKER}
          </DetailItem>
          <DetailItem label="Serviços" className="sm:col-span-2">
            <ServiceChips services={outworker.services} />
          </DetailItem>
          <DetailItem label="Capacidade">{capacityText(outworker)}</DetailItem>
          <DetailItem label="Situação">{OUTWORKER_STATUS_LABELS[outworker.status]}</DetailItem>
          <DetailItem label="Observações" className="sm:col-span-2">
            <span className="whitespace-pre-line">{outworker.notes ?? EMPTY_MARKER}</span>
          </DetailItem>
        </dl>
      </CardContent>
    </Card>
  );
}
