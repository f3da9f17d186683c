import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PublicCardLayout } from '@/components/public-card-layout';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api';
import { ResetEmailForm } from './reset-email-form';

/** part1 §2.7 link flow, step 1: the e-mail; the same answer whether or not it has an account. */
export function ResetPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function requestLink(email: string) {
    try {
      await api.post('/api/auth/request-password-reset', { body: { email } });
      toast.success('Email enviado com sucesso!');
      setSentTo(email);
    } catch (error) {
      toast.error('Erro', {
        description: errorMessage(error, 'Erro ao enviar email de redefinição. Tente novamente.'),
      });
    }
  }

  if (sentTo) {
    return (
      <PublicCardLayout title="Email Enviado!">
        <div className="flex flex-col items-center gap-4 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MailCheck aria-hidden="true" />
          </span>
          <p className="text-sm">
            Se <strong className="break-all">{sentTo}</strong> tiver uma conta no Alinhavo, você receberá um
            link para criar uma nova senha.
          </p>
          <ol className="list-decimal space-y-1 pl-5 text-left text-muted-foreground text-sm">
            <li>Abra o e-mail “Redefinição de senha — Alinhavo”.</li>
            <li>Clique em “Redefinir senha”. O link vale por 1 hora e só pode ser usado uma vez.</li>
            <li>Não chegou? Confira a caixa de spam ou envie novamente.</li>
          </ol>
          <div className="grid w-full gap-2">
            <Button asChild>
              <Link to="/auth">Voltar ao Login</Link>
            </Button>
            <Button variant="outline" onClick={() => setSentTo(null)}>
              Enviar Novamente
            </Button>
          </div>
        </div>
      </PublicCardLayout>
    );
  }

  return (
    <PublicCardLayout
      title="Esqueceu sua senha?"
      description="Informe seu e-mail e enviaremos um link para criar uma nova senha."
    >
      <ResetEmailForm
        id="reset-email"
        submitLabel="Enviar link de redefinição"
        alternate={{ to: '/request-password-reset', label: 'Prefiro receber um código' }}
        onSubmit={requestLink}
      />
    </PublicCardLayout>
  );
}
