/** Code fetched on demand and kept once it has arrived (a control, a dialog). */
export type OnDemand<T> = {
  /** Starts the import, or joins the one under way; after a failure (a network error) the next call tries again. */
  load: () => Promise<T>;
  /** What the import gave, once it has arrived: rendered at once, with no Suspense fallback in between. */
  current: () => T | undefined;
};

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | null = null;
  return {
    load() {
      pending ??= importer().then(
        (result) => {
          value = result;
          return result;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}
