import { resetEmailSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PublicCardLayout } from '@/components/public-card-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api';

type Values = z.input<typeof resetEmailSchema>;

/** part1 §2.7 link flow, step 1: the e-mail; the same answer whether or not it has an account. */
export function ResetPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof resetEmailSchema>>({
    resolver: zodResolver(resetEmailSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await api('/api/auth/request-password-reset', { method: 'POST', body: { email } });
      toast.success('Email enviado com sucesso!');
      setSentTo(email);
    } catch (error) {
      toast.error('Erro', {
        description: errorMessage(error, 'Erro ao enviar email de redefinição. Tente novamente.'),
      });
    }
  });

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
            <Button
              variant="outline"
              onClick={() => {
                reset({ email: '' });
                setSentTo(null);
              }}
            >
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
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="reset-email" label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
        </FormField>
        <Button type="submit" loading={isSubmitting}>
          Enviar link de redefinição
        </Button>
        <div className="flex flex-col gap-2 text-center text-sm sm:flex-row sm:justify-between">
          <Link to="/request-password-reset" className="text-primary hover:underline">
            Prefiro receber um código
          </Link>
          <Link to="/auth" className="text-muted-foreground hover:underline">
            Voltar ao login
          </Link>
        </div>
      </form>
    </PublicCardLayout>
  );
}
