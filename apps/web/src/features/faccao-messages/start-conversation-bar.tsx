import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SELECT_TRIGGER_CLASSES } from '@/components/ui/select-trigger-style';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useCompanyWorkshops, useStartConversation } from './api';

/**
 * part2 'Company messaging': the workshop dropdown (the company's active associations) and 'Iniciar', which opens
 * the conversation with it (a new one only when none is open).
 */
export function StartConversationBar() {
  const workshops = useCompanyWorkshops();
  const start = useStartConversation();
  const [, setParams] = useSearchParams();
  const [faccaoId, setFaccaoId] = useState('');
  const items = workshops.data?.items ?? [];

  async function onStart() {
    if (!faccaoId) return;
    try {
      const { conversation } = await start.mutateAsync(faccaoId);
      setFaccaoId('');
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('conv', conversation.id);
        return next;
      });
    } catch (error) {
      toast.error('Erro ao iniciar conversa', { description: errorMessage(error) });
    }
  }

  if (workshops.isSuccess && items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-3 text-muted-foreground text-sm">
        Nenhuma facção com associação ativa. As facções convidadas para o portal aparecem aqui quando aceitam.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      {/* The phone's own picker: the workshops are few and this is the screen's one choice. */}
      <select
        value={faccaoId}
        onChange={(event) => setFaccaoId(event.target.value)}
        aria-label="Facção"
        data-size="default"
        data-placeholder={faccaoId ? undefined : ''}
        className={cn(...SELECT_TRIGGER_CLASSES, 'w-auto min-w-0 flex-1 sm:w-72 sm:flex-none')}
      >
        <option value="" disabled>
          {workshops.isPending ? 'Carregando facções...' : 'Escolha uma facção'}
        </option>
        {items.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </select>
      <Button type="button" onClick={() => void onStart()} disabled={!faccaoId} loading={start.isPending}>
        Iniciar
      </Button>
      {workshops.error && (
        <p role="alert" className="w-full text-destructive text-sm">
          Erro ao carregar as facções: {errorMessage(workshops.error)}
        </p>
      )}
    </div>
  );
}
