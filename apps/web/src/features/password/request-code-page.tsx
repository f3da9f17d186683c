import { resetEmailSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PublicCardLayout } from '@/components/public-card-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api';

type Values = z.input<typeof resetEmailSchema>;

/** part1 §2.7 code flow, step 1: the e-mail that receives a 6-digit code; then the confirm screen (§4.6: 1.5 s). */
export function RequestCodePage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof resetEmailSchema>>({
    resolver: zodResolver(resetEmailSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await api('/api/auth/email-otp/request-password-reset', { method: 'POST', body: { email } });
      toast.success('Código enviado!', {
        description: 'Se o e-mail tiver uma conta, o código chega em instantes.',
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      navigate(`/confirm-password-reset?email=${encodeURIComponent(email)}`);
    } catch (error) {
      toast.error('Erro', { description: errorMessage(error, 'Erro ao solicitar reset de senha') });
    }
  });

  return (
    <PublicCardLayout
      title="Receber código por e-mail"
      description="Enviaremos um código de 6 dígitos para você criar uma nova senha."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="code-email" label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
        </FormField>
        <Button type="submit" loading={isSubmitting}>
          Enviar código
        </Button>
        <div className="flex flex-col gap-2 text-center text-sm sm:flex-row sm:justify-between">
          <Link to="/reset-password" className="text-primary hover:underline">
            Prefiro receber um link
          </Link>
          <Link to="/auth" className="text-muted-foreground hover:underline">
            Voltar ao login
          </Link>
        </div>
      </form>
    </PublicCardLayout>
  );
}
