import { lazy, Suspense } from 'react';
import { errorMessage } from '@/lib/api';

const LoadErrorAlertView = lazy(() =>
  import('./load-error-alert-view').then((module) => ({ default: module.LoadErrorAlertView })),
);

/**
 * 'Erro ao carregar fornecedores: …' above a list whose data did not come; nothing while there is no error. The
 * alert's code loads with the first error: the message shows at once, plain, until it has.
 */
export function LoadErrorAlert({ error, what }: { error: unknown; what: string }) {
  if (!error) return null;
  const message = `Erro ao carregar ${what}: ${errorMessage(error)}`;
  return (
    <Suspense
      fallback={
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 px-4 py-3 text-destructive text-sm"
        >
          {message}
        </p>
      }
    >
      <LoadErrorAlertView message={message} />
    </Suspense>
  );
}
