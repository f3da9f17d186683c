import type { PdvSaleInput } from '@alinhavo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import { offlineQueue, type QueuedSale } from './offline-queue';
import { postPdvSale, saleKeys } from './sale-api';

export const OFFLINE_BANNER = 'Sem conexão — as vendas serão enviadas quando a internet voltar.';

const isConnectionError = (error: unknown) => error instanceof ApiError && error.status === 0;

/**
 * The till's network state and its queue of sales made offline (part4 §1): a sale is queued with its idempotency
 * key when the network is down, and sent when it is back (on 'online', on start and every 15 s while any waits).
 * The server stores a key once, so a sale sent twice is still one sale; one refused stays listed with the reason.
 */
export function useOfflineSales() {
  const queryClient = useQueryClient();
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [queue, setQueue] = useState<QueuedSale[]>([]);
  const syncing = useRef(false);

  const reload = useCallback(async () => {
    try {
      setQueue(await offlineQueue.all());
    } catch {
      setQueue([]);
    }
  }, []);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    syncing.current = true;
    let sent = 0;
    try {
      const queued = await offlineQueue.all().catch(() => []);
      for (const sale of queued) {
        if (sale.refusal) continue;
        try {
          await postPdvSale(sale.body);
          await offlineQueue.remove(sale.key);
          sent += 1;
        } catch (error) {
          if (isConnectionError(error)) {
            setOnline(false);
            break;
          }
          await offlineQueue.put({
            ...sale,
            refusal: error instanceof Error ? error.message : 'Venda recusada',
          });
        }
      }
    } finally {
      syncing.current = false;
      await reload();
      if (sent) {
        setOnline(true);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: saleKeys.catalogue }),
          queryClient.invalidateQueries({ queryKey: ['pdv', 'state'] }),
          queryClient.invalidateQueries({ queryKey: ['pdv', 'session-sales'] }),
        ]);
      }
    }
  }, [queryClient, reload]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    void reload().then(() => {
      if (navigator.onLine) void sync();
    });
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [reload, sync]);

  const waiting = queue.filter((sale) => !sale.refusal).length;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, 15_000);
    return () => window.clearInterval(timer);
  }, [waiting, sync]);

  const enqueue = useCallback(
    async (body: PdvSaleInput, totalCents: number) => {
      await offlineQueue.put({
        key: body.idempotencyKey,
        body,
        totalCents,
        queuedAt: new Date().toISOString(),
        refusal: null,
      });
      setOnline(false);
      await reload();
    },
    [reload],
  );

  const discard = useCallback(
    async (key: string) => {
      await offlineQueue.remove(key);
      await reload();
    },
    [reload],
  );

  /** Pieces of each SKU in sales still waiting: the catalogue's stock less these is what the till may sell. */
  const queuedPieces = useMemo(() => {
    const pieces = new Map<string, number>();
    for (const sale of queue) {
      if (sale.refusal) continue;
      for (const line of sale.body.lines) {
        pieces.set(line.variantId, (pieces.get(line.variantId) ?? 0) + line.quantity);
      }
    }
    return pieces;
  }, [queue]);

  return { online, queue, waiting, enqueue, discard, sync, queuedPieces, isConnectionError };
}
