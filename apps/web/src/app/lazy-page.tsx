import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** A route element whose code loads on first visit. */
export function lazyPage(load: () => Promise<Record<string, unknown>>, name: string) {
  const Page: ComponentType = lazy(() =>
    load().then((module) => ({ default: module[name] as ComponentType })),
  );
  return (
    <Suspense
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
