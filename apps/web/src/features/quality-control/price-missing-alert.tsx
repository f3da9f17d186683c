import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ScreenLink } from '@/features/batches';

/** The workshop has no agreed price for the product: the review cannot be completed until one is registered. */
export function PriceMissingAlert({ link }: { link: string }) {
  return (
    <Alert variant="warning">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>Cadastre o preço combinado deste produto com a facção</AlertTitle>
      <AlertDescription>
        Sem o preço por peça não há como calcular o pagamento.{' '}
        <ScreenLink to={link}>Abrir os preços da facção</ScreenLink>
      </AlertDescription>
    </Alert>
  );
}
