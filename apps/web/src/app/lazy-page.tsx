import { type ComponentType, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyComponent } from '@/lib/lazy-component';
import { onDemand } from '@/lib/on-demand';

let pages = 0;

/**
 * A route element whose code loads on first visit (and renders at once on a later one). Each page has a boundary of
 * its own: leaving a page for another whose code is still on its way takes the first off the screen at once (the
 * spinner shows) instead of keeping it, hidden, under a boundary the two would share.
 */
export function lazyPage(load: () => Promise<Record<string, unknown>>, name: string) {
  const Page = lazyComponent(onDemand(() => load().then((module) => module[name] as ComponentType)));
  pages += 1;
  return (
    <Suspense
      key={`${name}-${pages}`}
      fallback={
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner />
        </div>
      }
    >
      <Page />
    </Suspense>
  );
}
