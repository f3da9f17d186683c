import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Brand } from '@/app/layout/brand';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** The public catch-all and the signed-in not-found screen under /app (part1 §2.1). */
export function NotFoundPage({ signedIn = false }: { signedIn?: boolean }) {
  const content = (
    <EmptyState
      icon={<SearchX />}
      title="Página não encontrada"
      description="O endereço que você abriu não existe ou foi movido."
      action={
        <Button asChild>
          <Link to={signedIn ? '/app' : '/'}>
            {signedIn ? 'Voltar ao início' : 'Ir para a página inicial'}
          </Link>
        </Button>
      }
    />
  );
  if (signedIn) return content;
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 p-6">
      <Brand />
      {content}
    </div>
  );
}
