import { Alert, AlertDescription } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api';

/** 'Erro ao carregar fornecedores: …' above a list whose data did not come; nothing while there is no error. */
export function LoadErrorAlert({ error, what }: { error: unknown; what: string }) {
  if (!error) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription>
        Erro ao carregar {what}: {errorMessage(error)}
      </AlertDescription>
    </Alert>
  );
}
