import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The way out of a dead reset link: ask for a new one, or go back to sign-in (part1 §2.7). */
export function NewLinkActions() {
  return (
    <div className="grid w-full gap-2">
      <Button asChild>
        <Link to="/auth?tab=reset-password">Solicitar Novo Link</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to="/auth">Voltar ao Login</Link>
      </Button>
    </div>
  );
}
