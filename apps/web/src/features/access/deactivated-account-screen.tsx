import { API_ERROR_MESSAGES } from '@alinhavo/domain';
import { LogOut, UserX } from 'lucide-react';
import { useState } from 'react';
import { useSignOut } from '@/app/session';
import { Button } from '@/components/ui/button';
import { StatusCard } from './status-card';

/** part1 §2.10: replaces the app once any answer says the account is deactivated. */
export function DeactivatedAccountScreen() {
  const signOut = useSignOut();
  const [leaving, setLeaving] = useState(false);
  return (
    <StatusCard
      icon={<UserX />}
      tone="danger"
      title="Conta desativada"
      description={API_ERROR_MESSAGES.ACCOUNT_DEACTIVATED}
    >
      <p className="mb-6 text-sm">
        Seu acesso a esta empresa foi desativado por um administrador. Se acredita que é um engano, fale com o
        responsável pela sua empresa no Alinhavo.
      </p>
      <Button
        className="w-full"
        size="lg"
        loading={leaving}
        onClick={() => {
          setLeaving(true);
          void signOut(API_ERROR_MESSAGES.ACCOUNT_DEACTIVATED);
        }}
      >
        {!leaving && <LogOut aria-hidden="true" />}
        Sair e Voltar para Login
      </Button>
    </StatusCard>
  );
}
