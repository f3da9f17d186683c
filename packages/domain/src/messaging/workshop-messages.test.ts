import { describe, expect, it } from 'vitest';
import { sendWorkshopMessageSchema } from '../contracts/workshop-messages.ts';
import {
  isConversationUnread,
  messagePreview,
  messageProblem,
  otherMessageSide,
  WORKSHOP_MESSAGE_EMPTY,
  WORKSHOP_MESSAGE_TOO_LONG,
} from './workshop-messages.ts';

const t = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));

describe('isConversationUnread (decisions.md)', () => {
  it('is unread when this user never saw a conversation that has messages', () => {
    expect(
      isConversationUnread({ lastMessageAt: t(1), lastOtherSideMessageAt: null, lastSeenAt: null }),
    ).toBe(true);
    expect(
      isConversationUnread({ lastMessageAt: t(1), lastOtherSideMessageAt: t(1), lastSeenAt: null }),
    ).toBe(true);
  });

  it('is never unread without any message', () => {
    expect(
      isConversationUnread({ lastMessageAt: null, lastOtherSideMessageAt: null, lastSeenAt: null }),
    ).toBe(false);
  });

  it("is unread only when the other side's latest message is newer than the last look", () => {
    const seenAt5 = { lastSeenAt: t(5) };
    expect(isConversationUnread({ lastMessageAt: t(6), lastOtherSideMessageAt: t(6), ...seenAt5 })).toBe(
      true,
    );
    expect(isConversationUnread({ lastMessageAt: t(5), lastOtherSideMessageAt: t(5), ...seenAt5 })).toBe(
      false,
    );
    expect(isConversationUnread({ lastMessageAt: t(4), lastOtherSideMessageAt: t(4), ...seenAt5 })).toBe(
      false,
    );
    // The user's own side writing later does not make it unread.
    expect(isConversationUnread({ lastMessageAt: t(9), lastOtherSideMessageAt: t(4), ...seenAt5 })).toBe(
      false,
    );
    expect(isConversationUnread({ lastMessageAt: t(9), lastOtherSideMessageAt: null, ...seenAt5 })).toBe(
      false,
    );
  });

  it('reads ISO strings as well as dates', () => {
    expect(
      isConversationUnread({
        lastMessageAt: t(6).toISOString(),
        lastOtherSideMessageAt: t(6).toISOString(),
        lastSeenAt: t(5).toISOString(),
      }),
    ).toBe(true);
  });

  it('names the other side', () => {
    expect(otherMessageSide('empresa')).toBe('faccao');
    expect(otherMessageSide('faccao')).toBe('empresa');
  });
});

describe('messagePreview (part2 §9)', () => {
  it('keeps short text, flattening line breaks', () => {
    expect(messagePreview('Bom dia!\n\nO lote   sai amanhã.')).toBe('Bom dia! O lote sai amanhã.');
  });

  it('cuts at the limit with an ellipsis, counting accented letters and emoji once', () => {
    const long = 'ação '.repeat(40);
    const preview = messagePreview(long, 90);
    expect(Array.from(preview).length).toBeLessThanOrEqual(90);
    expect(preview.endsWith('…')).toBe(true);
    expect(Array.from(messagePreview('🧵'.repeat(150))).length).toBe(100);
  });

  it("falls back to 'Nova mensagem' for a text with nothing to show", () => {
    expect(messagePreview('   ')).toBe('Nova mensagem');
  });
});

describe('message validation (part2 §5)', () => {
  it('refuses empty and blank text, and more than 4,000 characters after trimming', () => {
    expect(messageProblem('')).toBe(WORKSHOP_MESSAGE_EMPTY);
    expect(messageProblem(' \n\t ')).toBe(WORKSHOP_MESSAGE_EMPTY);
    expect(messageProblem('a'.repeat(4001))).toBe(WORKSHOP_MESSAGE_TOO_LONG);
    expect(messageProblem(`  ${'a'.repeat(4000)}  `)).toBeNull();
    expect(messageProblem('🧵'.repeat(4000))).toBeNull();
  });

  it('the contract trims what it accepts and says why it refuses', () => {
    expect(sendWorkshopMessageSchema.parse({ content: '  Olá  ' })).toEqual({ content: 'Olá' });
    const blank = sendWorkshopMessageSchema.safeParse({ content: '   ' });
    expect(blank.success ? null : blank.error.issues[0]?.message).toBe(WORKSHOP_MESSAGE_EMPTY);
    const missing = sendWorkshopMessageSchema.safeParse({});
    expect(missing.success ? null : missing.error.issues[0]?.message).toBe(WORKSHOP_MESSAGE_EMPTY);
  });
});
