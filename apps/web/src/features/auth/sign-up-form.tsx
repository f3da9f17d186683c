import { type CompanySignUpInput, companySignUpSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { api, errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';

export function SignUpForm({
  onSignedUp,
  planId,
}: {
  onSignedUp: () => void;
  /** The plan picked on the landing page; the company's trial runs on it (decision 007). */
  planId?: string | undefined;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanySignUpInput>({
    resolver: zodResolver(companySignUpSchema),
    defaultValues: { fullName: '', companyName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await api.post('/api/auth/company/sign-up', { body: planId ? { ...values, planId } : values });
      toast.success('Conta criada com sucesso! Verifique seu email para confirmar a conta.');
      onSignedUp();
    } catch (error) {
      applyFieldErrors(error, setError, ['fullName', 'companyName', 'email', 'password']);
      toast.error('Erro', { description: errorMessage(error) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Criar Conta">
      <FormField id="signup-name" label="Nome completo" error={errors.fullName?.message}>
        <Input autoComplete="name" placeholder="Seu nome" {...register('fullName')} />
      </FormField>
      <FormField id="signup-company" label="Nome da empresa" error={errors.companyName?.message}>
        <Input
          autoComplete="organization"
          placeholder="Ex.: Confecções Aurora"
          {...register('companyName')}
        />
      </FormField>
      <FormField id="signup-email" label="E-mail" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="voce@empresa.com.br"
          {...register('email')}
        />
      </FormField>
      <FormField
        id="signup-password"
        label="Senha"
        hint="Pelo menos 6 caracteres."
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        Criar Conta
      </Button>
      {/* The documents open in a new tab, so what was typed here stays. */}
      <p className="text-center text-muted-foreground text-xs leading-relaxed">
        Ao criar a conta, você concorda com os{' '}
        <a
          href="/termos-de-uso"
          target="_blank"
          rel="noopener"
          className="text-primary underline-offset-4 hover:underline"
        >
          Termos de Uso
        </a>{' '}
        e com a{' '}
        <a
          href="/politica-privacidade"
          target="_blank"
          rel="noopener"
          className="text-primary underline-offset-4 hover:underline"
        >
          Política de Privacidade
        </a>
        , que explica como tratamos seus dados (LGPD).
      </p>
    </form>
  );
}
