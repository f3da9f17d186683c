import { changePasswordSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { ApiError, api, errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { NewPasswordFields } from './new-password-fields';

type Values = z.input<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };

/** /app/alterar-senha: the signed-in person changes their password; their other sessions end. */
export function ChangePasswordPage() {
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    try {
      await api.post('/api/auth/change-password', { body: { currentPassword, newPassword: password } });
      toast.success('Senha alterada!', { description: 'As outras sessões da sua conta foram encerradas.' });
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.message === 'Senha atual incorreta.') {
        setError('currentPassword', { type: 'server', message: error.message }, { shouldFocus: true });
      } else if (!applyFieldErrors(error, setError, ['password'])) {
        toast.error('Erro ao alterar senha', { description: errorMessage(error) });
      }
    }
  });

  return (
    <Card className="max-w-lg">
      <CardHeader>
        <CardTitle>Alterar senha</CardTitle>
        <CardDescription>Ao salvar, as sessões abertas em outros aparelhos são encerradas.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="current-password" label="Senha atual" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
          <NewPasswordFields
            register={register as never}
            errors={errors}
            password={watch('password')}
            idPrefix="change"
          />
          <Button type="submit" loading={isSubmitting} className="justify-self-start">
            Salvar nova senha
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
