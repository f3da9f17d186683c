import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import type { InstallPromptEvent } from './install-event';
import { PUSH_KEYS } from './prompt-storage';
import { forgetPushSubscription } from './push-subscription';
import { PwaPrompts } from './pwa-prompts';

const SERVER_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const UA = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
};

/** The browser's side: a service worker, a push manager and the Notification permission, as a test sets them. */
function browser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  userAgent = UA.desktop,
  touch = 0,
  push = true,
} = {}) {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/navegador-1',
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/navegador-1',
      keys: { p256dh: 'BPp256dh', auth: 'authsecret' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => null),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription),
  };
  const registration = { pushManager };
  const register = vi.fn(async (_url: string, _options: RegistrationOptions) => registration);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration), controller: null },
  });
  if (push) vi.stubGlobal('PushManager', function PushManager() {});
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  Object.defineProperty(navigator, 'maxTouchPoints', { configurable: true, value: touch });
  return { register, pushManager, requestPermission };
}

function installEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt') as InstallPromptEvent;
  const prompt = vi.fn(async () => {});
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.__alinhavoInstall = null;
});

describe('the push prompt', () => {
  it('registers /sw.js for scope / and asks ‘Ativar notificações?’ when the server has a key', async () => {
    const { register } = browser();
    mockFetch({ 'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } } });
    renderWithApp(<PwaPrompts />);
    expect(await screen.findByRole('heading', { name: 'Ativar notificações?' })).toBeTruthy();
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(screen.getByRole('button', { name: 'Agora não' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ativar' })).toBeTruthy();
  });

  it('‘Agora não’ puts it away for good: not shown again after a reload', async () => {
    browser();
    mockFetch({ 'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } } });
    const first = renderWithApp(<PwaPrompts />);
    await first.user.click(await screen.findByRole('button', { name: 'Agora não' }));
    expect(screen.queryByText('Ativar notificações?')).toBeNull();
    expect(localStorage.getItem(PUSH_KEYS.promptDismissed)).toBe('1');
    first.unmount();

    const { requests } = mockFetch({ 'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } } });
    renderWithApp(<PwaPrompts />);
    await waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Ativar notificações?')).toBeNull();
    expect(requests.filter((r) => r.path === '/api/push/public-key')).toHaveLength(0);
  });

  it('a denied permission dismisses it for good, like ‘Agora não’', async () => {
    browser({ permission: 'denied' });
    mockFetch({ 'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } } });
    renderWithApp(<PwaPrompts />);
    await waitFor(() => expect(localStorage.getItem(PUSH_KEYS.promptDismissed)).toBe('1'));
    expect(screen.queryByText('Ativar notificações?')).toBeNull();
  });

  it('denying in the browser’s own question after ‘Ativar’ dismisses it for good too', async () => {
    browser({ answer: 'denied' });
    mockFetch({ 'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } } });
    const { user } = renderWithApp(<PwaPrompts />);
    await user.click(await screen.findByRole('button', { name: 'Ativar' }));
    await waitFor(() => expect(screen.queryByText('Ativar notificações?')).toBeNull());
    expect(localStorage.getItem(PUSH_KEYS.promptDismissed)).toBe('1');
  });

  it('skips it when the server has no VAPID key (push off there)', async () => {
    browser();
    const { requests } = mockFetch({ 'GET /api/push/public-key': { body: { publicKey: null } } });
    renderWithApp(<PwaPrompts />);
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/push/public-key'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Ativar notificações?')).toBeNull();
  });

  it('skips it where the browser has no push (iOS Safari outside the home-screen app)', async () => {
    browser({ push: false });
    const { requests } = mockFetch({ 'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } } });
    renderWithApp(<PwaPrompts />);
    await waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Ativar notificações?')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('‘Ativar’: asks the browser, subscribes with the server’s key and saves the subscription', async () => {
    const { pushManager, requestPermission } = browser();
    const { writes } = mockFetch({
      'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } },
      'POST /api/push/subscriptions': { body: { id: 's1', createdAt: '2026-11-26T10:00:00.000Z' } },
    });
    const { user } = renderWithApp(<PwaPrompts />);
    await user.click(await screen.findByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Notificações ativadas')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledOnce();
    const options = pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(new Uint8Array(options.applicationServerKey as Uint8Array)).toHaveLength(65);
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/push/subscriptions',
        body: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/navegador-1',
          keys: { p256dh: 'BPp256dh', auth: 'authsecret' },
        },
      },
    ]);
    expect(localStorage.getItem(PUSH_KEYS.publicKey)).toBe(SERVER_KEY);
    expect(screen.queryByText('Ativar notificações?')).toBeNull();
  });

  it('with the permission already given, keeps the subscription current without asking', async () => {
    browser({ permission: 'granted' });
    const { writes } = mockFetch({
      'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } },
      'POST /api/push/subscriptions': { body: { id: 's1', createdAt: '2026-11-26T10:00:00.000Z' } },
    });
    renderWithApp(<PwaPrompts />);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(screen.queryByText('Ativar notificações?')).toBeNull();
  });
});

describe('the push prompt in the facção portal', () => {
  it('asks the same question with the portal’s text and subscribes through the portal’s routes', async () => {
    browser();
    const { writes } = mockFetch({
      'GET /api/workshop/push/public-key': { body: { publicKey: SERVER_KEY } },
      'POST /api/workshop/push/subscriptions': { body: { id: 's1', createdAt: '2026-11-26T10:00:00.000Z' } },
    });
    const { user } = renderWithApp(<PwaPrompts scope="workshop" pushText="Avisos de lotes novos." />);
    expect(await screen.findByRole('heading', { name: 'Ativar notificações?' })).toBeTruthy();
    expect(screen.getByText('Avisos de lotes novos.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Notificações ativadas')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/workshop/push/subscriptions',
        body: {
          endpoint: 'https://fcm.googleapis.com/fcm/send/navegador-1',
          keys: { p256dh: 'BPp256dh', auth: 'authsecret' },
        },
      },
    ]);
  });

  it('‘Agora não’ there puts it away for good too (one browser, one answer)', async () => {
    browser();
    const { requests } = mockFetch({
      'GET /api/workshop/push/public-key': { body: { publicKey: SERVER_KEY } },
    });
    const { user } = renderWithApp(<PwaPrompts scope="workshop" />);
    await user.click(await screen.findByRole('button', { name: 'Agora não' }));
    expect(localStorage.getItem(PUSH_KEYS.promptDismissed)).toBe('1');
    expect(requests.map((r) => r.path)).not.toContain('/api/push/public-key');
  });

  it('signing out of the portal forgets this browser through the portal’s route', async () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/navegador-2',
      unsubscribe: vi.fn(async () => true),
    };
    const registration = { pushManager: { getSubscription: vi.fn(async () => subscription) } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: vi.fn(async () => registration) },
    });
    const { writes } = mockFetch({ 'DELETE /api/workshop/push/subscriptions': { status: 204 } });
    await forgetPushSubscription('workshop');
    expect(writes()).toEqual([
      {
        method: 'DELETE',
        path: '/api/workshop/push/subscriptions',
        body: { endpoint: 'https://fcm.googleapis.com/fcm/send/navegador-2' },
      },
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
  });
});

describe('the install banner', () => {
  it('on a phone whose browser offers to install: ‘Instale o app’, then the browser’s own dialog', async () => {
    browser({ userAgent: UA.android, touch: 5 });
    mockFetch({ 'GET /api/push/public-key': { body: { publicKey: SERVER_KEY } } });
    const { event, prompt } = installEvent('accepted');
    window.__alinhavoInstall = event;
    const { user } = renderWithApp(<PwaPrompts />);
    expect(await screen.findByRole('heading', { name: 'Instale o app' })).toBeTruthy();
    // One prompt at a time: the push prompt waits for the install banner.
    expect(screen.queryByText('Ativar notificações?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Instalar' }));
    expect(prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('Instale o app')).toBeNull());
    expect(await screen.findByText('Ativar notificações?')).toBeTruthy();
  });

  it('shows when the offer arrives after the app loaded, and ‘Agora não’ hides it for this visit', async () => {
    browser({ userAgent: UA.android, touch: 5 });
    mockFetch({ 'GET /api/push/public-key': { body: { publicKey: null } } });
    const { user } = renderWithApp(<PwaPrompts />);
    expect(screen.queryByText('Instale o app')).toBeNull();
    window.dispatchEvent(installEvent().event);
    await user.click(await screen.findByRole('button', { name: 'Agora não' }));
    expect(screen.queryByText('Instale o app')).toBeNull();
    expect(sessionStorage.getItem(PUSH_KEYS.installDismissed)).toBe('1');
  });

  it('never on a computer', async () => {
    browser({ userAgent: UA.desktop });
    mockFetch({ 'GET /api/push/public-key': { body: { publicKey: null } } });
    window.__alinhavoInstall = installEvent().event;
    renderWithApp(<PwaPrompts />);
    await waitFor(() => expect(navigator.serviceWorker.register).toHaveBeenCalled());
    expect(screen.queryByText('Instale o app')).toBeNull();
  });

  it('on iOS Safari: ‘Instalar’ opens ‘Adicionar à Tela de Início’ with its 3 steps', async () => {
    browser({ userAgent: UA.iphone, touch: 5, push: false });
    mockFetch({});
    const { user } = renderWithApp(<PwaPrompts />);
    await user.click(await screen.findByRole('button', { name: 'Instalar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar à Tela de Início' });
    const steps = dialog.querySelectorAll('ol > li');
    expect(steps).toHaveLength(3);
    expect(steps[0]!.textContent).toContain('Compartilhar');
    expect(steps[1]!.textContent).toContain('Adicionar à Tela de Início');
    expect(steps[2]!.textContent).toContain('Adicionar');
    await user.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('Instale o app')).toBeNull();
  });
});
