import { resetEmailSchema } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Values = z.input<typeof resetEmailSchema>;

/** The e-mail step shared by both recovery flows, with a link to the other flow and back to sign-in. */
export function ResetEmailForm({
  id,
  submitLabel,
  alternate,
  onSubmit,
}: {
  id: string;
  submitLabel: string;
  alternate: { to: string; label: string };
  onSubmit: (email: string) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof resetEmailSchema>>({
    resolver: zodResolver(resetEmailSchema),
    defaultValues: { email: '' },
  });

  return (
    <form onSubmit={handleSubmit(({ email }) => onSubmit(email))} noValidate className="grid gap-4">
      <FormField id={id} label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" autoFocus {...register('email')} />
      </FormField>
      <Button type="submit" loading={isSubmitting}>
        {submitLabel}
      </Button>
      <div className="flex flex-col gap-2 text-center text-sm sm:flex-row sm:justify-between">
        <Link to={alternate.to} className="text-primary hover:underline">
          {alternate.label}
        </Link>
        <Link to="/auth" className="text-muted-foreground hover:underline">
          Voltar ao login
        </Link>
      </div>
    </form>
  );
}
