import {
  accessProfileLabel,
  type InvitationAcceptInput,
  type InvitationDetails,
  invitationAcceptSchema,
  roleLabel,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PasswordInput } from '@/components/password-input';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordStrengthMeter } from '@/features/password';
import { applyFieldErrors } from '@/lib/form-errors';

type Values = z.input<typeof invitationAcceptSchema>;

/**
 * The invitee's details (read-only) and the new password. `onAccept` resolves with nothing when done, or
 * with an error whose per-field messages go under the fields.
 */
export function InvitationForm({
  token,
  invitation,
  onAccept,
}: {
  token: string;
  /** A workshop's invitation (part1 §2.4) has no role or profile. */
  invitation: Pick<InvitationDetails, 'fullName' | 'email'> &
    Partial<Pick<InvitationDetails, 'role' | 'selectedProfile'>>;
  onAccept: (input: InvitationAcceptInput) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof invitationAcceptSchema>>({
    resolver: zodResolver(invitationAcceptSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const error = await onAccept(values);
    if (error) applyFieldErrors(error, setError, ['password', 'confirmPassword']);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Aceitar convite">
      <FormField id="invite-name" label="Nome">
        <Input readOnly value={invitation.fullName} autoComplete="name" />
      </FormField>
      <FormField id="invite-email" label="E-mail">
        <Input readOnly value={invitation.email} type="email" autoComplete="username" />
      </FormField>
      {invitation.role && invitation.selectedProfile && (
        <dl className="grid grid-cols-2 gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          <div className="min-w-0">
            <dt className="text-muted-foreground text-xs">Função</dt>
            <dd className="truncate font-medium">{roleLabel(invitation.role)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-muted-foreground text-xs">Perfil</dt>
            <dd className="truncate font-medium">{accessProfileLabel(invitation.selectedProfile)}</dd>
          </div>
        </dl>
      )}
      <FormField id="invite-password" label="Senha" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" autoFocus {...register('password')} />
      </FormField>
      <PasswordStrengthMeter password={watch('password')} />
      <FormField id="invite-confirm" label="Confirmar senha" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full whitespace-normal">
        Criar Conta e Aceitar Convite
      </Button>
      <p className="text-center text-muted-foreground text-sm">
        Já tem uma conta?{' '}
        <Link to="/auth" className="font-medium text-primary hover:underline">
          Fazer login
        </Link>
      </p>
    </form>
  );
}
