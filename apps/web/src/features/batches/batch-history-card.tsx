import { type BatchHistoryEntry, batchNoteSchema, formatDateTime } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useAddBatchNote } from './api';

type NoteValues = z.input<typeof batchNoteSchema>;

function HistoryItem({ entry }: { entry: BatchHistoryEntry }) {
  return (
    <li className="relative pb-4 pl-6 last:pb-0">
      <span
        aria-hidden="true"
        className="absolute top-1.5 left-0 size-2.5 rounded-full border-2 border-primary bg-card"
      />
      <span
        aria-hidden="true"
        className="absolute top-4 bottom-0 left-[4px] w-px bg-border [li:last-child>&]:hidden"
      />
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-sm">{entry.actionLabel}</span>
        <Badge variant={entry.actor === 'faccao' ? 'warning' : 'secondary'}>{entry.actorLabel}</Badge>
      </div>
      <p className="text-muted-foreground text-xs">
        <time dateTime={entry.actionDate} className="tabular-nums">
          {formatDateTime(entry.actionDate)}
        </time>
        {entry.userName && ` · ${entry.userName}`}
      </p>
      {entry.notes && <p className="mt-1 whitespace-pre-line break-words text-sm">{entry.notes}</p>}
    </li>
  );
}

/** Every step of the batch, oldest first, and the company's observations ('Adicionar observação'). */
export function BatchHistoryCard({
  batchId,
  entries,
  canWrite,
}: {
  batchId: string;
  entries: BatchHistoryEntry[];
  canWrite: boolean;
}) {
  const add = useAddBatchNote(batchId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NoteValues, unknown, z.output<typeof batchNoteSchema>>({
    resolver: zodResolver(batchNoteSchema),
    defaultValues: { notes: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success('Observação registrada');
      reset({ notes: '' });
    } catch (error) {
      applyFieldErrors(error, setError, ['notes']);
      toast.error('Erro ao registrar observação', { description: errorMessage(error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Histórico</CardTitle>
        <CardDescription>Cada etapa do lote, quem registrou e quando.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {entries.length ? (
          <ol aria-label="Histórico do lote">
            {entries.map((entry) => (
              <HistoryItem key={entry.id} entry={entry} />
            ))}
          </ol>
        ) : (
          <p className="text-muted-foreground text-sm">Sem registros.</p>
        )}
        {canWrite && (
          <form onSubmit={onSubmit} noValidate className="grid gap-2">
            <FormField id="batch-note" label="Nova observação" error={errors.notes?.message}>
              <Textarea rows={2} placeholder="Ex.: facção pediu mais 2 dias" {...register('notes')} />
            </FormField>
            <Button type="submit" variant="outline" className="justify-self-start" loading={isSubmitting}>
              Adicionar observação
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
