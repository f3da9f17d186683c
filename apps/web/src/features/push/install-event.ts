/**
 * Chromium's install offer (`beforeinstallprompt`, not in Firefox or Safari). It can fire before the app's code
 * loads, so an inline script in index.html keeps it on `window.__alinhavoInstall`; this module takes it from
 * there and listens for later ones.
 */
export type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

declare global {
  interface Window {
    __alinhavoInstall?: InstallPromptEvent | null;
  }
}

export function takeInstallEvent(): InstallPromptEvent | null {
  return window.__alinhavoInstall ?? null;
}

/** Calls back with each later offer, and with null once the app is installed; returns the unsubscribe. */
export function watchInstallEvents(onChange: (event: InstallPromptEvent | null) => void): () => void {
  const offered = (event: Event) => {
    event.preventDefault();
    window.__alinhavoInstall = event as InstallPromptEvent;
    onChange(event as InstallPromptEvent);
  };
  const installed = () => {
    window.__alinhavoInstall = null;
    onChange(null);
  };
  window.addEventListener('beforeinstallprompt', offered);
  window.addEventListener('appinstalled', installed);
  return () => {
    window.removeEventListener('beforeinstallprompt', offered);
    window.removeEventListener('appinstalled', installed);
  };
}

/** What the rules need to know about this browser. */
export function currentDevice() {
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints ?? 0, standalone };
}
