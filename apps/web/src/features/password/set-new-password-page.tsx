import { setNewPasswordSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { PublicCardLayout } from '@/components/public-card-layout';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { ApiError, api, errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { NewLinkActions } from './new-link-actions';
import { NewPasswordFields } from './new-password-fields';

type Values = z.input<typeof setNewPasswordSchema>;
const DONE_MESSAGE = 'Senha redefinida com sucesso! Entre com a nova senha.';

/** part1 §2.7 link flow, step 2: checks the link, then takes the new password (§4.5). */
export function SetNewPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState(false);
  const check = useQuery({
    queryKey: ['password-reset-check', token],
    queryFn: () => api.get('/api/auth/password-reset/check', { query: { token } }),
    enabled: Boolean(token),
    retry: false,
  });
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof setNewPasswordSchema>>({
    resolver: zodResolver(setNewPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate(`/auth?message=${encodeURIComponent(DONE_MESSAGE)}`, { replace: true }),
      3000,
    );
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await api.post('/api/auth/reset-password', { body: { token, newPassword: password } });
      toast.success('Senha redefinida com sucesso!');
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && /Link de redefinição/.test(error.message)) setInvalid(true);
      else if (!applyFieldErrors(error, setError, ['password'])) {
        toast.error('Erro', {
          description: errorMessage(error, 'Erro ao redefinir senha. Tente novamente.'),
        });
      }
    }
  });

  if (done) {
    return (
      <PublicCardLayout title="Senha Redefinida!">
        <div className="flex flex-col items-center gap-4 text-center">
          <CircleCheck className="size-12 text-success" aria-hidden="true" />
          <p className="text-sm">Sua nova senha já vale. Levando você para o login…</p>
          <Button asChild className="w-full">
            <Link to={`/auth?message=${encodeURIComponent(DONE_MESSAGE)}`}>Ir para o login</Link>
          </Button>
        </div>
      </PublicCardLayout>
    );
  }

  if (!token || invalid || check.data?.valid === false || check.isError) {
    return (
      <PublicCardLayout title="Link inválido ou expirado">
        <div className="flex flex-col items-center gap-4 text-center">
          <LinkIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm">
            Este link de redefinição não vale mais. Ele expira em 1 hora e só pode ser usado uma vez.
          </p>
          <NewLinkActions />
        </div>
      </PublicCardLayout>
    );
  }

  if (check.isPending) {
    return (
      <PublicCardLayout title="Verificando link...">
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      </PublicCardLayout>
    );
  }

  return (
    <PublicCardLayout
      title="Criar nova senha"
      description={
        email ? (
          <>
            Para a conta <strong className="break-all">{email}</strong>.
          </>
        ) : undefined
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <NewPasswordFields
          register={register}
          errors={errors}
          password={watch('password')}
          idPrefix="reset"
        />
        <Button type="submit" loading={isSubmitting}>
          Redefinir senha
        </Button>
      </form>
    </PublicCardLayout>
  );
}
