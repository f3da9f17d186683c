import { formatCount, formatInteger, type QualityReview } from '@alinhavo/domain';
import { Wrench } from 'lucide-react';
import { useState } from 'react';
import { DecimalInput } from '@/components/decimal-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { ColorSwatch } from '@/features/products';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useRecordRepairs } from './api';
import { parseCount } from './review-form-values';

/** Pieces back from repair (conserto), per colour and size: they become approved and are paid to the workshop. */
export function RepairsForm({ review }: { review: QualityReview }) {
  const cells = review.cells.filter((cell) => cell.repair > 0);
  const record = useRecordRepairs(review.batch.id);
  const [values, setValues] = useState<Record<string, string>>({});
  const key = (c: { colorId: string; size: string }) => `${c.colorId}|${c.size}`;
  const typedValue = (c: (typeof cells)[number]) => values[key(c)] ?? String(c.repair);
  const errors = Object.fromEntries(
    cells.map((c) => {
      const n = parseCount(typedValue(c));
      const message = n === null ? 'Número inteiro' : n > c.repair ? `Máximo ${c.repair}` : null;
      return [key(c), message];
    }),
  );
  const items = cells
    .map((c) => ({ colorId: c.colorId, size: c.size, quantity: parseCount(typedValue(c)) ?? 0 }))
    .filter((item) => item.quantity > 0);
  const invalid = Object.values(errors).some(Boolean);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (invalid || items.length === 0) return;
    try {
      await record.mutateAsync({ items });
      setValues({});
      const total = items.reduce((sum, i) => sum + i.quantity, 0);
      toast.success(`${formatCount(total, 'peça voltou', 'peças voltaram')} do conserto.`);
    } catch (error) {
      toast.error('Erro ao registrar o conserto', { description: errorMessage(error) });
    }
  }

  if (cells.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Peças em conserto</CardTitle>
        <CardDescription>
          {formatCount(review.totals.repair, 'peça está', 'peças estão')} com a facção para conserto. Registre
          o que voltou: as peças passam a aprovadas e entram no pagamento.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-3">
          <ul className="grid gap-2">
            {cells.map((c) => (
              <li key={key(c)} className="flex items-center gap-3 text-sm">
                <label htmlFor={`repair-${key(c)}`} className="flex min-w-0 flex-1 items-center gap-2">
                  <ColorSwatch hex={c.colorHex} />
                  <span className="truncate">
                    {c.colorName} <span className="text-muted-foreground">{c.size}</span>
                  </span>
                  <span className="text-muted-foreground tabular-nums">de {formatInteger(c.repair)}</span>
                </label>
                <DecimalInput
                  decimals={0}
                  id={`repair-${key(c)}`}
                  value={typedValue(c)}
                  onChange={(event) => setValues((v) => ({ ...v, [key(c)]: event.target.value }))}
                  onFocus={(event) => event.currentTarget.select()}
                  aria-invalid={errors[key(c)] ? true : undefined}
                  className={cn(
                    'h-9 py-0 w-16 rounded-md border border-input bg-background px-2 text-right tabular-nums shadow-xs outline-hidden',
                    'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40',
                    errors[key(c)] && 'border-destructive',
                  )}
                />
                {errors[key(c)] && <span className="text-destructive text-xs">{errors[key(c)]}</span>}
              </li>
            ))}
          </ul>
          <Button
            type="submit"
            className="sm:justify-self-end"
            loading={record.isPending}
            disabled={invalid || items.length === 0}
          >
            <Wrench aria-hidden="true" />
            Registrar retorno do conserto
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
