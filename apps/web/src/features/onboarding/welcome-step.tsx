import { TRIAL_DAYS, TRIAL_MESSAGES } from '@alinhavo/domain';
import { ArrowRight, CalendarCheck, CreditCard, Database, Lock, LogOut, Users } from 'lucide-react';
import { useSignOut } from '@/app/session';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const HIGHLIGHTS = [
  { icon: CalendarCheck, text: `${TRIAL_DAYS} dias com acesso completo a todos os módulos.` },
  { icon: CreditCard, text: 'Sem cartão de crédito e sem compromisso.' },
  { icon: Users, text: 'Convide sua equipe e organize a produção desde o primeiro dia.' },
  { icon: Database, text: 'Seus dados ficam guardados quando você assinar um plano.' },
] as const;

/** Step 1: what the free trial gives; only the owner may go on (the server refuses anyone else). */
export function WelcomeStep({ isOwner, onNext }: { isOwner: boolean; onNext: () => void }) {
  return (
    <div className="grid gap-6">
      <p className="text-muted-foreground text-sm">
        Experimente o Alinhavo gratuitamente por {TRIAL_DAYS} dias. Para começar, só precisamos de alguns
        dados da sua empresa.
      </p>
      <ul className="grid gap-3">
        {HIGHLIGHTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 text-sm">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <span className="self-center">{text}</span>
          </li>
        ))}
      </ul>
      {isOwner ? (
        <Button size="lg" onClick={onNext}>
          Começar
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : (
        <NotOwnerNotice />
      )}
    </div>
  );
}

function NotOwnerNotice() {
  const signOut = useSignOut();
  return (
    <div className="grid gap-3">
      <Alert variant="warning">
        <Lock aria-hidden="true" />
        <AlertTitle>{TRIAL_MESSAGES.ownerOnly}</AlertTitle>
        <AlertDescription>
          Peça ao proprietário da sua empresa para entrar no Alinhavo e ativar o teste gratuito.
        </AlertDescription>
      </Alert>
      <Button variant="outline" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        Sair
      </Button>
    </div>
  );
}
