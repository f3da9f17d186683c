import {
  ACCESS_PROFILE_LABELS,
  ACCESS_PROFILES,
  type AccessProfile,
  assignableRoles,
  INVITE_TTL_DAYS,
  inviteCreateSchema,
  ROLE_LABELS,
} from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { labelledOptions, OptionSelect } from '@/components/option-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateInvite } from './api';
import { PROFILE_DESCRIPTIONS } from './profile-descriptions';

type FormValues = z.input<typeof inviteCreateSchema>;
const EMPTY: Partial<FormValues> = { fullName: '', email: '', role: 'user' };

/** Invites someone by e-mail with a role and a starting access profile (part1 §3 user_invites). */
export function InviteDialog({
  open,
  onOpenChange,
  actorRole,
  onInvited,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  actorRole: string;
  onInvited: () => void;
}) {
  const create = useCreateInvite();
  const roles = assignableRoles(actorRole);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof inviteCreateSchema>>({
    resolver: zodResolver(inviteCreateSchema),
    defaultValues: EMPTY,
  });
  const profile = watch('selectedProfile') as AccessProfile | undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      toast.success('Convite enviado!', { description: `Enviamos o link de acesso para ${values.email}.` });
      reset(EMPTY);
      onOpenChange(false);
      onInvited();
    } catch (error) {
      applyFieldErrors(error, setError, ['fullName', 'email', 'role', 'selectedProfile']);
      toast.error('Erro ao enviar convite', { description: errorMessage(error) });
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset(EMPTY);
        onOpenChange(next);
      }}
      title="Convidar usuário"
      description={`A pessoa recebe um e-mail com o link para criar a senha. O convite vale por ${INVITE_TTL_DAYS} dias.`}
      formId="invite-create"
      submitLabel="Enviar convite"
      submitting={isSubmitting}
      className="sm:max-w-lg"
    >
      <form id="invite-create" onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="invite-name" label="Nome completo" required error={errors.fullName?.message}>
          <Input autoFocus autoComplete="off" {...register('fullName')} />
        </FormField>
        <FormField id="invite-email" label="E-mail" required error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
        </FormField>
        <FormField id="invite-role" label="Função" required error={errors.role?.message}>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <OptionSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={labelledOptions(roles, ROLE_LABELS)}
                placeholder="Selecione a função"
              />
            )}
          />
        </FormField>
        <FormField
          id="invite-profile"
          label="Perfil"
          required
          error={errors.selectedProfile?.message}
          hint={
            profile
              ? PROFILE_DESCRIPTIONS[profile]
              : 'Define as telas que a pessoa abre ao entrar. Você pode ajustar depois, tela por tela.'
          }
        >
          <Controller
            control={control}
            name="selectedProfile"
            render={({ field }) => (
              <OptionSelect
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={labelledOptions(ACCESS_PROFILES, ACCESS_PROFILE_LABELS)}
                placeholder="Selecione o perfil"
              />
            )}
          />
        </FormField>
      </form>
    </FormDialog>
  );
}
