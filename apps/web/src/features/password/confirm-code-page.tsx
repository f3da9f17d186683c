import { codeNewPasswordSchema, resetCodeSchema, resetEmailSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PublicCardLayout } from '@/components/public-card-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api';
import { NewPasswordFields } from './new-password-fields';

const codeStepSchema = z.object({ email: resetEmailSchema.shape.email, code: resetCodeSchema });
type CodeValues = z.input<typeof codeStepSchema>;
type PasswordValues = z.input<typeof codeNewPasswordSchema>;

/** part1 §2.7 code flow, step 2 (§4.6): validate the code, set the new password, done. */
export function ConfirmCodePage() {
  const [params] = useSearchParams();
  const lockedEmail = params.get('email') ?? '';
  const [validated, setValidated] = useState<{ email: string; code: string } | null>(null);
  const [done, setDone] = useState(false);
  const codeForm = useForm<CodeValues, unknown, z.output<typeof codeStepSchema>>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { email: lockedEmail, code: '' },
  });
  const passwordForm = useForm<PasswordValues, unknown, z.output<typeof codeNewPasswordSchema>>({
    resolver: zodResolver(codeNewPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [resending, setResending] = useState(false);

  const validate = codeForm.handleSubmit(async ({ email, code }) => {
    try {
      await api.post('/api/auth/email-otp/check-verification-otp', {
        body: { email, otp: code, type: 'forget-password' },
      });
      toast.success('Código válido!');
      setValidated({ email, code });
    } catch (error) {
      codeForm.setError('code', { type: 'server', message: errorMessage(error, 'Erro ao validar código') });
    }
  });

  async function resend() {
    const email = codeForm.getValues('email');
    const parsed = resetEmailSchema.safeParse({ email });
    if (!parsed.success) {
      codeForm.setError('email', {
        message: parsed.error.issues[0]?.message ?? 'Por favor, insira seu e-mail',
      });
      return;
    }
    setResending(true);
    try {
      await api.post('/api/auth/email-otp/request-password-reset', { body: parsed.data });
      toast.success('Código reenviado!');
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error, 'Erro ao reenviar código') });
    } finally {
      setResending(false);
    }
  }

  const changePassword = passwordForm.handleSubmit(async ({ password }) => {
    if (!validated) return;
    try {
      await api.post('/api/auth/email-otp/reset-password', {
        body: { email: validated.email, otp: validated.code, password },
      });
      toast.success('Senha alterada!');
      setDone(true);
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error, 'Erro ao alterar senha') });
    }
  });

  if (done) {
    return (
      <PublicCardLayout title="Senha alterada!">
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck className="size-12 text-success" aria-hidden="true" />
          <p className="text-sm">
            Pronto. Entre com a nova senha; as outras sessões da sua conta foram encerradas.
          </p>
          <Button asChild className="w-full">
            <Link to="/auth">Ir para o login</Link>
          </Button>
        </div>
      </PublicCardLayout>
    );
  }

  if (validated) {
    const { register, formState, watch, reset } = passwordForm;
    return (
      <PublicCardLayout
        title="Criar nova senha"
        description={
          <>
            Para a conta <strong className="break-all">{validated.email}</strong>.
          </>
        }
      >
        <form onSubmit={changePassword} noValidate className="grid gap-4">
          <NewPasswordFields
            register={register}
            errors={formState.errors}
            password={watch('password')}
            idPrefix="code"
          />
          <Button type="submit" loading={formState.isSubmitting}>
            Alterar senha
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              reset({ password: '', confirmPassword: '' });
              setValidated(null);
            }}
          >
            Voltar para validação do código
          </Button>
        </form>
      </PublicCardLayout>
    );
  }

  const { register, formState } = codeForm;
  return (
    <PublicCardLayout
      title="Digite o código"
      description="Enviamos um código de 6 dígitos para o seu e-mail. Ele vale por 10 minutos."
    >
      <form onSubmit={validate} noValidate className="grid gap-4">
        <FormField id="confirm-email" label="E-mail" error={formState.errors.email?.message}>
          <Input type="email" autoComplete="email" readOnly={Boolean(lockedEmail)} {...register('email')} />
        </FormField>
        <FormField id="confirm-code" label="Código" error={formState.errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            className="text-center font-mono text-lg tracking-[0.5em]"
            {...register('code')}
          />
        </FormField>
        <Button type="submit" loading={formState.isSubmitting}>
          Validar código
        </Button>
        <Button type="button" variant="ghost" loading={resending} onClick={resend}>
          Reenviar código
        </Button>
        <Link to="/auth" className="text-center text-muted-foreground text-sm hover:underline">
          Voltar ao login
        </Link>
      </form>
    </PublicCardLayout>
  );
}
