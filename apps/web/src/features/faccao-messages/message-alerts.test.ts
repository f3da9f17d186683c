import { describe, expect, it } from 'vitest';
import { type ArrivedMessage, messageAlerts } from './message-alerts';

const conversationId = '6f1d2c3b-0000-4000-8000-000000000001';
const fromWorkshop: ArrivedMessage = { side: 'empresa', senderType: 'faccao', conversationId };
const fromCompany: ArrivedMessage = { side: 'faccao', senderType: 'empresa', conversationId };
const both = (on: boolean) => ({ toast: on, sound: on });

describe('messageAlerts (part2 §8/§9 toasts and sound)', () => {
  it("tells the company of a workshop's message anywhere but on its messaging screen", () => {
    expect(messageAlerts(fromWorkshop, { pathname: '/app/produtos', openConversationId: null })).toEqual(
      both(true),
    );
    expect(messageAlerts(fromWorkshop, { pathname: '/app', openConversationId: null })).toEqual(both(true));
    expect(
      messageAlerts(fromWorkshop, { pathname: '/app/mensagens-faccao', openConversationId: null }),
    ).toEqual(both(false));
    // Another conversation open there: the list shows it, still no toast or sound.
    expect(
      messageAlerts(fromWorkshop, { pathname: '/app/mensagens-faccao', openConversationId: 'outra' }),
    ).toEqual(both(false));
    // A path that merely starts alike is elsewhere.
    expect(
      messageAlerts(fromWorkshop, { pathname: '/app/mensagens-faccao-antigas', openConversationId: null }),
    ).toEqual(both(true));
  });

  it("tells the workshop of the company's message unless that conversation is open", () => {
    expect(messageAlerts(fromCompany, { pathname: '/faccao', openConversationId: conversationId })).toEqual(
      both(false),
    );
    // Lotes or Pagamentos tab (no conversation open), or another conversation open.
    expect(messageAlerts(fromCompany, { pathname: '/faccao', openConversationId: null })).toEqual(both(true));
    expect(messageAlerts(fromCompany, { pathname: '/faccao', openConversationId: 'outra' })).toEqual(
      both(true),
    );
  });

  it('never alerts a side of its own messages (another user or another tab sent them)', () => {
    expect(
      messageAlerts(
        { ...fromWorkshop, senderType: 'empresa' },
        { pathname: '/app', openConversationId: null },
      ),
    ).toEqual(both(false));
    expect(
      messageAlerts(
        { ...fromCompany, senderType: 'faccao' },
        { pathname: '/faccao', openConversationId: null },
      ),
    ).toEqual(both(false));
  });
});
