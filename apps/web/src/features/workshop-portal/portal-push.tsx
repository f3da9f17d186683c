import { lazy, Suspense } from 'react';

// The install and push prompts (and the service worker's registration) load a while after the portal appears, as
// in the company app (app-layout.tsx).
const PwaPrompts = lazy(() =>
  new Promise((resolve) => setTimeout(resolve, 2000)).then(() =>
    import('@/features/push').then((module) => ({ default: module.PwaPrompts })),
  ),
);

/** What the portal's notifications are about (part2 §7: new batches and the companies' messages). */
export const PORTAL_PUSH_TEXT =
  'Receba avisos de lotes novos e mensagens das empresas mesmo com o Alinhavo fechado.';

/**
 * part2 §2 'Install and push prompts' in the facção portal: the same 'Ativar notificações?' and its rules ('Agora
 * não' and a denied permission put it away for good), subscribing through the portal's own push routes.
 */
export function PortalPrompts() {
  return (
    <Suspense fallback={null}>
      <PwaPrompts scope="workshop" pushText={PORTAL_PUSH_TEXT} />
    </Suspense>
  );
}

/** 'Sair' in the portal: this browser stops receiving the workshop's notifications first (only where set up). */
export async function forgetPortalPush(): Promise<void> {
  if (!navigator.serviceWorker?.controller) return;
  await import('@/features/push')
    .then((push) => push.forgetPushSubscription('workshop'))
    .catch(() => undefined);
}
