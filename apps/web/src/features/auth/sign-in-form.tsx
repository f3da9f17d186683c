import { type SignInInput, signInSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PasswordInput } from '@/components/password-input';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError, api, errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';

export function SignInForm({
  onSignedIn,
  initialEmail = '',
}: {
  onSignedIn: () => void;
  /** Prefilled when another screen sends the person here, e.g. /signup after creating the account. */
  initialEmail?: string;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: initialEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api.post('/api/auth/sign-in/email', { body: values });
      toast.success('Login realizado com sucesso!');
      onSignedIn();
    } catch (error) {
      applyFieldErrors(error, setError, ['email', 'password']);
      // part1 §5: a deactivated account is told so where it stays visible, not only in a passing toast.
      if (error instanceof ApiError && error.code === 'ACCOUNT_DEACTIVATED') {
        setError('root', { message: error.message });
      }
      toast.error('Erro', { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Entrar">
      {errors.root?.message && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{errors.root.message}</AlertDescription>
        </Alert>
      )}
      <FormField id="signin-email" label="E-mail" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="voce@empresa.com.br"
          {...register('email')}
        />
      </FormField>
      <FormField id="signin-password" label="Senha" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...register('password')} />
      </FormField>
      <Link to="/reset-password" className="-mt-2 justify-self-end text-primary text-sm hover:underline">
        Esqueceu sua senha?
      </Link>
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        Entrar
      </Button>
    </form>
  );
}
