import { TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PublicCardLayout } from '@/components/public-card-layout';
import { NewLinkActions } from './new-link-actions';
import { resetErrorTitle } from './reset-error-title';

export function PasswordResetErrorPage() {
  const [params] = useSearchParams();
  const code = params.get('error_code') ?? '';
  const description = params.get('error_description') ?? '';
  const title = resetErrorTitle(code, description);
  return (
    <PublicCardLayout title={title}>
      <div className="flex flex-col items-center gap-4 text-center">
        <TriangleAlert className="size-10 text-warning" aria-hidden="true" />
        <p className="text-sm">
          {description || 'Não foi possível usar este link de redefinição de senha.'} Solicite um novo link
          para continuar.
        </p>
        <NewLinkActions />
      </div>
    </PublicCardLayout>
  );
}
