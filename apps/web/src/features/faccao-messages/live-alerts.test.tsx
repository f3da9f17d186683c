import type { RealtimeEvent, WorkshopMessage } from '@alinhavo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appHistory } from '@/app/app-history';
import { toast } from '@/components/ui/toaster';
import { mockFetch } from '../../../test/fetch-mock';
import { alertCompanyMessage, alertWorkshopMessage } from './live-alerts';
import { MESSAGE_SOUND_URL } from './message-sound';

const COMPANY = '0f1e2d3c-4b5a-4968-8776-655443322110';
const CONV = '5a0c9e2e-1d3b-4c4f-9a8b-7c6d5e4f3a21';
const MESSAGE = '7b6a5948-3726-4154-9362-718293a4b5c6';
const LONG = `Bom dia! ${'a'.repeat(140)}`;

const event = (senderType: 'empresa' | 'faccao'): RealtimeEvent => ({
  table: 'faccao_messages',
  op: 'INSERT',
  id: MESSAGE,
  companyId: COMPANY,
  seq: 41,
  conversationId: CONV,
  senderType,
});

const thread = (senderType: 'empresa' | 'faccao') => ({
  items: [
    {
      id: MESSAGE,
      conversationId: CONV,
      senderType,
      senderUserId: null,
      content: LONG,
      createdAt: '2026-11-20T12:00:00.000Z',
    } satisfies WorkshopMessage,
  ],
  hasMore: false,
});

let played: string[];
let info: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  played = [];
  // jsdom plays no media; the browser may refuse to (autoplay): play() rejects, as it does there.
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(new URL(this.src).pathname);
    return Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
  });
  info = vi.spyOn(toast, 'info');
});
afterEach(() => appHistory.replace('/'));

describe('the workshop portal: a company message', () => {
  it("shows 'Nova mensagem' with 100 characters for 4 s and plays the sound, on another tab", async () => {
    appHistory.replace('/faccao?tab=lotes');
    const network = mockFetch({
      [`GET /api/workshop/companies/${COMPANY}/conversations/${CONV}/messages`]: { body: thread('empresa') },
    });
    await alertWorkshopMessage(COMPANY, event('empresa'));
    expect(played).toEqual([MESSAGE_SOUND_URL]);
    expect(info).toHaveBeenCalledTimes(1);
    const [title, options] = info.mock.calls[0] as [string, { description: string; duration: number }];
    expect(title).toBe('Nova mensagem');
    expect(options.duration).toBe(4000);
    expect(Array.from(options.description)).toHaveLength(100);
    expect(options.description.startsWith('Bom dia! aaa')).toBe(true);
    expect(options.description.endsWith('…')).toBe(true);
    expect(network.requests.map((r) => r.path)).toEqual([
      `/api/workshop/companies/${COMPANY}/conversations/${CONV}/messages?limit=10`,
    ]);
  });

  it('stays silent with that conversation open, and for its own messages', async () => {
    const network = mockFetch({});
    appHistory.replace(`/faccao?tab=mensagens&conv=${CONV}`);
    await alertWorkshopMessage(COMPANY, event('empresa'));
    appHistory.replace('/faccao?tab=lotes');
    await alertWorkshopMessage(COMPANY, event('faccao'));
    expect(played).toEqual([]);
    expect(info).not.toHaveBeenCalled();
    expect(network.requests).toEqual([]);
  });

  it("still announces the message when its text cannot be read: 'Nova mensagem' as the text", async () => {
    appHistory.replace('/faccao');
    mockFetch({});
    await alertWorkshopMessage(COMPANY, event('empresa'));
    expect(info).toHaveBeenCalledWith(
      'Nova mensagem',
      expect.objectContaining({ description: 'Nova mensagem' }),
    );
  });
});

describe('the company: a workshop message', () => {
  const routes = {
    [`GET /api/faccao-conversations/${CONV}`]: {
      body: { id: CONV, faccaoName: 'Facção Boa Costura', lastMessage: null },
    },
    [`GET /api/faccao-conversations/${CONV}/messages`]: { body: thread('faccao') },
  };

  it("shows 'Mensagem da Facção' with the workshop's name and 90 characters, and plays the sound", async () => {
    appHistory.replace('/app/produtos');
    mockFetch(routes);
    await alertCompanyMessage(event('faccao'));
    expect(played).toEqual([MESSAGE_SOUND_URL]);
    const [title, options] = info.mock.calls[0] as [string, { description: string; duration: number }];
    expect(title).toBe('Mensagem da Facção');
    expect(options.duration).toBe(4000);
    const [name, preview] = options.description.split(': ') as [string, string];
    expect(name).toBe('Facção Boa Costura');
    expect(Array.from(preview)).toHaveLength(90);
  });

  it('stays silent on /app/mensagens-faccao, and for messages of its own side', async () => {
    const network = mockFetch(routes);
    appHistory.replace(`/app/mensagens-faccao?conv=${CONV}`);
    await alertCompanyMessage(event('faccao'));
    appHistory.replace('/app/produtos');
    await alertCompanyMessage(event('empresa'));
    expect(played).toEqual([]);
    expect(info).not.toHaveBeenCalled();
    expect(network.requests).toEqual([]);
  });
});
