import type { PdvSaleInput } from '@alinhavo/domain';

/**
 * Sales made while the network is down (part4 §1): kept in IndexedDB, one record per idempotency key, until the
 * server has them. A sale the server refuses stays with its message for the cashier to resolve.
 */
export type QueuedSale = {
  key: string;
  body: PdvSaleInput;
  totalCents: number;
  queuedAt: string;
  /** Why the server refused it when it was sent; null while it waits. */
  refusal: string | null;
};

const DB = 'alinhavo-pdv';
const STORE = 'sales';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB indisponível'));
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const offlineQueue = {
  put: (sale: QueuedSale) => run('readwrite', (store) => store.put(sale)).then(() => undefined),
  remove: (key: string) => run('readwrite', (store) => store.delete(key)).then(() => undefined),
  all: async () =>
    (await run<QueuedSale[]>('readonly', (store) => store.getAll() as IDBRequest<QueuedSale[]>)).sort(
      (a, b) => a.queuedAt.localeCompare(b.queuedAt),
    ),
};
