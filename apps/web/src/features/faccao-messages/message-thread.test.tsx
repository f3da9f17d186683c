import type { WorkshopConversation, WorkshopMessage } from '@alinhavo/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type MockAnswer, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { COMPANY_SCOPE, type MessagingScope } from './keys';
import { MessageThread } from './message-thread';

const CONV = '5a0c9e2e-1d3b-4c4f-9a8b-7c6d5e4f3a21';
const COMPANY = '0f1e2d3c-4b5a-4968-8776-655443322110';

const conversation: WorkshopConversation = {
  id: CONV,
  companyId: COMPANY,
  companyName: 'Confecção Aurora',
  faccaoId: '9e8d7c6b-5a49-4837-a625-140312f0e1d2',
  faccaoName: 'Facção Boa Costura',
  subject: null,
  status: 'open',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:05:00.000Z',
  endedAt: null,
  lastMessage: null,
  unread: true,
};

const message = (
  id: string,
  senderType: 'empresa' | 'faccao',
  content: string,
  minute: number,
): WorkshopMessage => ({
  id,
  conversationId: CONV,
  senderType,
  senderUserId: null,
  content,
  createdAt: `2026-11-20T12:0${minute}:00.000Z`,
});

const history = [
  message('m1', 'faccao', 'O lote 12 chegou.', 1),
  message('m2', 'empresa', 'Ótimo, obrigado!', 2),
];

function renderThread({
  scope = COMPANY_SCOPE,
  send,
  ended = false,
  canWrite = true,
}: {
  scope?: MessagingScope;
  send?: MockAnswer | ((request: RecordedRequest) => MockAnswer);
  ended?: boolean;
  canWrite?: boolean;
} = {}) {
  const base =
    scope.side === 'empresa'
      ? `/api/faccao-conversations/${CONV}`
      : `/api/workshop/companies/${scope.companyId}/conversations/${CONV}`;
  let sent = 0;
  const network = mockFetch({
    [`GET ${base}/messages`]: { body: { items: history, hasMore: false } },
    [`POST ${base}/read`]: { status: 204 },
    [`POST ${base}/messages`]:
      send ??
      ((request) => {
        sent += 1;
        const { content } = request.body as { content: string };
        return { status: 201, body: message(`new-${sent}`, scope.side, content, 5) };
      }),
  });
  const view = renderWithApp(
    <div style={{ height: 600, display: 'flex' }}>
      <MessageThread
        scope={scope}
        conversation={{
          ...conversation,
          ...(ended ? { status: 'ended', endedAt: '2026-11-21T00:00:00.000Z' } : {}),
        }}
        canWrite={canWrite}
      />
    </div>,
  );
  const sends = () => network.writes().filter((r) => r.path === `${base}/messages`);
  return { ...view, network, sends, base };
}

describe('MessageThread', () => {
  it("labels the sides 'Você' and 'Facção', own messages on the right, and marks the conversation seen", async () => {
    const { network, base } = renderThread();
    const log = await screen.findByRole('log', { name: 'Mensagens' });
    const theirs = (await within(log).findByText('O lote 12 chegou.')).closest(
      '[class*="flex-col"]',
    ) as HTMLElement;
    const mine = within(log).getByText('Ótimo, obrigado!').closest('[class*="flex-col"]') as HTMLElement;
    expect(mine.dataset.own).toBe('true');
    expect(mine.className).toContain('items-end');
    expect(theirs.dataset.own).toBeUndefined();
    expect(theirs.className).toContain('items-start');
    expect(within(theirs).getByText('Facção', { selector: 'span.font-medium' })).toBeTruthy();
    expect(within(mine).getByText('Você', { selector: 'span.font-medium' })).toBeTruthy();
    await waitFor(() =>
      expect(network.writes().map((r) => `${r.method} ${r.path}`)).toContain(`POST ${base}/read`),
    );
  });

  it("on the workshop side the other side is the company's name", async () => {
    renderThread({ scope: { side: 'faccao', companyId: COMPANY } });
    const log = await screen.findByRole('log', { name: 'Mensagens' });
    const mine = (await within(log).findByText('O lote 12 chegou.')).closest(
      '[class*="flex-col"]',
    ) as HTMLElement;
    expect(mine.dataset.own).toBe('true');
    expect(within(log).getByText('Confecção Aurora', { selector: 'span.font-medium' })).toBeTruthy();
  });

  it('Enter sends the trimmed text, which joins the thread; Shift+Enter starts a new line; blank is ignored', async () => {
    const { user, sends } = renderThread();
    const box = await screen.findByPlaceholderText('Escreva uma mensagem...');
    await user.type(box, '   {Enter}');
    expect(sends()).toHaveLength(0);
    await user.clear(box);
    await user.type(box, '  Pode buscar amanhã?{Shift>}{Enter}{/Shift}Às 9h  {Enter}');
    await waitFor(() => expect(sends()).toHaveLength(1));
    expect(sends()[0]!.body).toEqual({ content: 'Pode buscar amanhã?\nÀs 9h' });
    const sentText = await screen.findByText(/Pode buscar amanhã\?/);
    expect(sentText.closest('[data-own]')).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('keeps the send control disabled for 1 s after a send', async () => {
    const { user, sends } = renderThread();
    const box = await screen.findByPlaceholderText('Escreva uma mensagem...');
    const button = screen.getByRole('button', { name: 'Enviar mensagem' });
    await user.type(box, 'Primeira{Enter}');
    await waitFor(() => expect(sends()).toHaveLength(1));
    await user.type(box, 'Segunda');
    expect(button).toHaveProperty('disabled', true);
    await user.keyboard('{Enter}');
    expect(sends()).toHaveLength(1);
    await waitFor(() => expect(button).toHaveProperty('disabled', false), { timeout: 2000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sends()).toHaveLength(2));
    expect(sends()[1]!.body).toEqual({ content: 'Segunda' });
  });

  it('refuses more than 4,000 characters without sending, and says why', async () => {
    const { sends } = renderThread();
    const box = await screen.findByPlaceholderText('Escreva uma mensagem...');
    fireEvent.change(box, { target: { value: 'a'.repeat(4001) } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'A mensagem pode ter no máximo 4.000 caracteres.',
    );
    expect(sends()).toHaveLength(0);
    expect((box as HTMLTextAreaElement).value).toHaveLength(4001);
  });

  it('shows why a send failed and keeps the text', async () => {
    const { user } = renderThread({
      send: apiError(
        409,
        'CONFLICT',
        'Esta conversa foi encerrada porque a associação com a facção foi removida. Não é possível enviar novas mensagens.',
      ),
    });
    const box = await screen.findByPlaceholderText('Escreva uma mensagem...');
    await user.type(box, 'Alguém aí?{Enter}');
    expect(await screen.findByText('Erro ao enviar mensagem')).toBeTruthy();
    expect(await screen.findByText(/Esta conversa foi encerrada/)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Alguém aí?');
  });

  it('an ended conversation, or a member who may only read, has no message box', async () => {
    renderThread({ ended: true });
    await screen.findByText('O lote 12 chegou.');
    expect(screen.queryByPlaceholderText('Escreva uma mensagem...')).toBeNull();
    expect(screen.getByText(/Conversa encerrada: a associação com esta facção foi removida/)).toBeTruthy();
  });

  it('a reader without write permission reads but cannot write', async () => {
    renderThread({ canWrite: false });
    await screen.findByText('O lote 12 chegou.');
    expect(screen.queryByPlaceholderText('Escreva uma mensagem...')).toBeNull();
    expect(screen.getByText(/não tem permissão para enviar mensagens/)).toBeTruthy();
  });
});
