import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { InstallBanner } from './install-banner';
import {
  currentDevice,
  type InstallPromptEvent,
  takeInstallEvent,
  watchInstallEvents,
} from './install-event';
import { IosInstallDialog } from './ios-install-dialog';
import { dismissesPushPrompt, installOffer, pushPromptDue } from './prompt-rules';
import {
  dismissInstallBanner,
  dismissPushPrompt,
  installBannerDismissed,
  pushPromptDismissed,
} from './prompt-storage';
import { PushPrompt } from './push-prompt';
import {
  enablePush,
  type PushScope,
  pushPermission,
  registerServiceWorker,
  serverPushKey,
  subscribePush,
} from './push-subscription';

type PushState = { step: 'hidden' } | { step: 'asking' | 'busy'; key: string };

/**
 * The signed-in surfaces' install and push prompts (part2 §2), one at a time: the install banner first (phones
 * and tablets), then 'Ativar notificações?'. Registers the service worker, and keeps an accepted subscription
 * current on each start. Loaded after the first paint (app-layout.tsx, and the workshop portal with scope
 * 'workshop': the same rules, the portal's own push routes).
 */
export function PwaPrompts({ pushText, scope = 'company' }: { pushText?: string; scope?: PushScope }) {
  const [device] = useState(currentDevice);
  const [installEvent, setInstallEvent] = useState<InstallPromptEvent | null>(takeInstallEvent);
  const [installed, setInstalled] = useState(false);
  const [installPutOff, setInstallPutOff] = useState(installBannerDismissed);
  const [iosOpen, setIosOpen] = useState(false);
  const [push, setPush] = useState<PushState>({ step: 'hidden' });

  useEffect(
    () =>
      watchInstallEvents((event) => {
        setInstallEvent(event);
        if (!event) setInstalled(true);
      }),
    [],
  );

  useEffect(() => {
    let active = true;
    void (async () => {
      if (!(await registerServiceWorker())) return;
      const permission = pushPermission();
      if (dismissesPushPrompt(permission)) return dismissPushPrompt();
      // Already allowed: no question, only the server's copy kept current (a new key, a new browser profile).
      if (permission === 'granted') {
        const key = await serverPushKey(scope).catch(() => null);
        if (key) await subscribePush(key, scope).catch(() => undefined);
        return;
      }
      if (!pushPromptDue({ permission, dismissed: pushPromptDismissed() })) return;
      // Without a key on the server, push is off there: nothing to ask (part2 §7).
      const key = await serverPushKey(scope).catch(() => null);
      if (key && active) setPush({ step: 'asking', key });
    })();
    return () => {
      active = false;
    };
  }, [scope]);

  const offer = installOffer({
    device,
    hasInstallEvent: installEvent !== null,
    installed,
    dismissed: installPutOff,
  });

  function putOffInstall() {
    dismissInstallBanner();
    setInstallPutOff(true);
  }

  async function install() {
    if (offer === 'ios') return setIosOpen(true);
    if (!installEvent) return;
    // The browser's offer can be used once; its own dialog answers.
    setInstallEvent(null);
    window.__alinhavoInstall = null;
    await installEvent.prompt();
    const { outcome } = await installEvent.userChoice;
    if (outcome === 'accepted') setInstalled(true);
    else putOffInstall();
  }

  function refusePush() {
    dismissPushPrompt();
    setPush({ step: 'hidden' });
  }

  async function acceptPush() {
    if (push.step !== 'asking') return;
    setPush({ step: 'busy', key: push.key });
    try {
      const result = await enablePush(push.key, scope);
      if (result === 'denied') dismissPushPrompt();
      if (result === 'subscribed') toast.success('Notificações ativadas');
    } catch {
      toast.error('Não foi possível ativar as notificações', {
        description: 'O navegador não aceitou a inscrição. Tente novamente mais tarde.',
      });
    }
    setPush({ step: 'hidden' });
  }

  return (
    <>
      {offer ? (
        <InstallBanner onInstall={() => void install()} onDismiss={putOffInstall} />
      ) : (
        push.step !== 'hidden' && (
          <PushPrompt
            onEnable={() => void acceptPush()}
            onDismiss={refusePush}
            busy={push.step === 'busy'}
            {...(pushText ? { text: pushText } : {})}
          />
        )
      )}
      <IosInstallDialog
        open={iosOpen}
        onOpenChange={(open) => {
          setIosOpen(open);
          if (!open) putOffInstall();
        }}
      />
    </>
  );
}
