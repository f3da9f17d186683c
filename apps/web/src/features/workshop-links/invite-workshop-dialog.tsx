import { INVITE_TTL_DAYS, WORKSHOP_MESSAGES, workshopInviteSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { OptionSelect } from '@/components/option-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useInviteWorkshop, useOutworkerChoices } from './api';

type FormValues = z.input<typeof workshopInviteSchema>;

export type InviteTarget = { outworkerId: string; name: string; email: string | null };

/**
 * 'Convidar para o portal': the workshop behind one of the company's outworker records receives an e-mail (a
 * link to create its login, or the association waiting in its portal). From the outworker page the record is
 * fixed; from /app/portal-terceirizados it is chosen.
 */
export function InviteWorkshopDialog({
  open,
  onOpenChange,
  target,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target?: InviteTarget;
}) {
  const invite = useInviteWorkshop();
  const choices = useOutworkerChoices(open && !target);
  const empty: FormValues = {
    outworkerId: target?.outworkerId ?? '',
    email: target?.email ?? '',
    fullName: target?.name ?? '',
  };
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof workshopInviteSchema>>({
    resolver: zodResolver(workshopInviteSchema),
    defaultValues: empty,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form restarts from the target each time it opens
  useEffect(() => {
    if (open) reset(empty);
  }, [open]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await invite.mutateAsync(values);
      toast.success(WORKSHOP_MESSAGES.inviteSent, {
        description: WORKSHOP_MESSAGES.inviteSentDescription(values.email),
      });
      onOpenChange(false);
    } catch (error) {
      applyFieldErrors(error, setError, ['outworkerId', 'email', 'fullName']);
      toast.error('Erro ao enviar convite', { description: errorMessage(error) });
    }
  });

  const options = (choices.data?.items ?? []).map((o) => ({ value: o.id, label: o.name }));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Convidar para o portal"
      description={`A facção recebe um e-mail para acessar o portal pelo celular: vê os lotes, inicia e finaliza a produção e acompanha os pagamentos. O convite vale por ${INVITE_TTL_DAYS} dias.`}
      formId="workshop-invite"
      submitLabel="Enviar convite"
      submitting={isSubmitting}
      className="sm:max-w-lg"
    >
      <form id="workshop-invite" onSubmit={onSubmit} noValidate className="grid gap-4">
        {target ? (
          <FormField id="workshop-invite-outworker" label="Terceirizado">
            <Input readOnly value={target.name} />
          </FormField>
        ) : (
          <FormField
            id="workshop-invite-outworker"
            label="Terceirizado"
            required
            error={errors.outworkerId?.message ?? (choices.error ? errorMessage(choices.error) : undefined)}
            hint="O cadastro da facção na sua empresa: os lotes enviados a ele aparecem no portal."
          >
            <Controller
              control={control}
              name="outworkerId"
              render={({ field }) => (
                <OptionSelect
                  value={field.value}
                  onChange={(id) => {
                    field.onChange(id);
                    const picked = choices.data?.items.find((o) => o.id === id);
                    if (picked && !getValues('fullName')) setValue('fullName', picked.name);
                    if (picked?.email && !getValues('email')) setValue('email', picked.email);
                  }}
                  onBlur={field.onBlur}
                  options={options}
                  placeholder={choices.isPending ? 'Carregando terceirizados...' : 'Selecione o terceirizado'}
                />
              )}
            />
          </FormField>
        )}
        <FormField id="workshop-invite-name" label="Nome da facção" required error={errors.fullName?.message}>
          <Input autoComplete="off" {...register('fullName')} />
        </FormField>
        <FormField id="workshop-invite-email" label="E-mail da facção" required error={errors.email?.message}>
          <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
        </FormField>
      </form>
    </FormDialog>
  );
}
