import { cashSessionOpenSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MoneyInput } from '@/components/money-input';
import { SelectField } from '@/components/select-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { type PdvRegister, useOpenCashSession } from './api';
import { NewRegisterDialog } from './new-register-dialog';

type Values = z.input<typeof cashSessionOpenSchema>;

/** The register offered first: the first one nobody has open. */
function firstFree(registers: PdvRegister[]): string {
  return (registers.find((r) => !r.openSession) ?? registers[0])?.id ?? '';
}

/** 'Abrir caixa': the register and the opening float (fundo de troco). Enter opens it. */
export function OpenRegisterCard({ registers, canWrite }: { registers: PdvRegister[]; canWrite: boolean }) {
  const openSession = useOpenCashSession();
  const [creating, setCreating] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof cashSessionOpenSchema>>({
    resolver: zodResolver(cashSessionOpenSchema),
    defaultValues: { registerId: firstFree(registers), openingFloatCents: '' },
  });

  useEffect(() => {
    if (!getValues('registerId') && registers.length) setValue('registerId', firstFree(registers));
  }, [registers, getValues, setValue]);

  const options = registers.map((r) => ({
    value: r.id,
    label: r.openSession ? `${r.name} — aberto por ${r.openSession.openedByName}` : r.name,
  }));

  const onSubmit = handleSubmit(async (body) => {
    try {
      await openSession.mutateAsync(body);
      toast.success('Caixa aberto');
    } catch (error) {
      if (!applyFieldErrors(error, setError, ['registerId', 'openingFloatCents']))
        toast.error('Erro ao abrir o caixa', { description: errorMessage(error) });
    }
  });

  return (
    <Card className="w-full max-w-lg">
      <CardHeader>
        <CardTitle>Abrir caixa</CardTitle>
        <CardDescription>
          Nenhum caixa aberto por você. Escolha o caixa e informe o fundo de troco para começar a vender.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form id="cash-open" onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <FormField id="cash-open-register" label="Caixa" required error={errors.registerId?.message}>
              <SelectField
                control={control}
                name="registerId"
                options={options}
                placeholder="Escolha o caixa"
              />
            </FormField>
            {canWrite && (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="justify-self-start"
                onClick={() => setCreating(true)}
              >
                <Plus aria-hidden="true" />
                Novo caixa
              </Button>
            )}
          </div>
          <FormField
            id="cash-open-float"
            label="Fundo de troco"
            required
            hint="O dinheiro que já está na gaveta. Pode ser R$ 0,00."
            error={errors.openingFloatCents?.message}
          >
            <MoneyInput autoFocus {...register('openingFloatCents')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} disabled={!canWrite} className="sm:justify-self-start">
            Abrir caixa
          </Button>
          {!canWrite && (
            <p className="text-muted-foreground text-sm">Você pode consultar o PDV, mas não abrir o caixa.</p>
          )}
        </form>
      </CardContent>
      <NewRegisterDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(id) => setValue('registerId', id, { shouldValidate: true })}
      />
    </Card>
  );
}
