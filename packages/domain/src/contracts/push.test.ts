import { describe, expect, it } from 'vitest';
import {
  cutPushBody,
  PUSH_BODY_MAX,
  PUSH_ENDPOINT_INVALID,
  PUSH_KEY_INVALID,
  PUSH_KEYS_REQUIRED,
  pushSubscriptionInputSchema,
} from './push.ts';

const valid = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('cutPushBody', () => {
  it('keeps a text of up to 120 characters as it is (trimmed)', () => {
    expect(cutPushBody('  Lote L-12 enviado  ')).toBe('Lote L-12 enviado');
    const exact = 'a'.repeat(PUSH_BODY_MAX);
    expect(cutPushBody(exact)).toBe(exact);
  });

  it('cuts a longer text to 120 characters, the last one an ellipsis', () => {
    const cut = cutPushBody('b'.repeat(300));
    expect(Array.from(cut)).toHaveLength(PUSH_BODY_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('never splits an emoji in two', () => {
    const cut = cutPushBody('🧵'.repeat(200));
    expect(Array.from(cut)).toHaveLength(PUSH_BODY_MAX);
    expect(cut).toBe(`${'🧵'.repeat(PUSH_BODY_MAX - 1)}…`);
  });
});

describe('pushSubscriptionInputSchema', () => {
  it('accepts what PushSubscription.toJSON() gives', () => {
    expect(pushSubscriptionInputSchema.parse(valid)).toEqual(valid);
  });

  it('refuses an address that is not an https URL', () => {
    for (const endpoint of ['nao-e-url', 'http://fcm.googleapis.com/x', 'javascript:alert(1)', '']) {
      const result = pushSubscriptionInputSchema.safeParse({ ...valid, endpoint });
      expect(result.success, endpoint).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PUSH_ENDPOINT_INVALID);
    }
  });

  it('requires both keys, in base64url', () => {
    const noKeys = pushSubscriptionInputSchema.safeParse({ endpoint: valid.endpoint });
    expect(noKeys.error?.issues[0]?.message).toBe(PUSH_KEYS_REQUIRED);
    const noAuth = pushSubscriptionInputSchema.safeParse({ ...valid, keys: { p256dh: valid.keys.p256dh } });
    expect(noAuth.error?.issues[0]).toMatchObject({ path: ['keys', 'auth'], message: PUSH_KEYS_REQUIRED });
    const bad = pushSubscriptionInputSchema.safeParse({ ...valid, keys: { ...valid.keys, auth: 'a b<c>' } });
    expect(bad.error?.issues[0]?.message).toBe(PUSH_KEY_INVALID);
  });
});
