import { z } from 'zod';

/** part2 §9: a push notification's text is cut to this many characters. */
export const PUSH_BODY_MAX = 120;

export const PUSH_ENDPOINT_INVALID = 'Endereço de notificação inválido.';
export const PUSH_KEYS_REQUIRED = 'Chaves da inscrição são obrigatórias.';
export const PUSH_KEY_INVALID = 'Chave da inscrição inválida.';

/**
 * A push text cut to PUSH_BODY_MAX characters (whole characters: an emoji is never split), ending in '…' when cut.
 */
export function cutPushBody(text: string, max = PUSH_BODY_MAX): string {
  const chars = Array.from(text.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** An absolute https address: a host (no spaces or credentials' '@'), then an optional path. */
const HTTPS_URL_RE = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

const base64Url = (max: number) =>
  z
    .string({ error: PUSH_KEYS_REQUIRED })
    .trim()
    .min(1, PUSH_KEYS_REQUIRED)
    .max(max, PUSH_KEY_INVALID)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_KEY_INVALID);

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: the push service's address (always
 * https) and the keys that encrypt what is sent to it. The API also checks the address belongs to a known push
 * service before saving it.
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ error: PUSH_ENDPOINT_INVALID })
    .trim()
    .max(2000, PUSH_ENDPOINT_INVALID)
    .regex(HTTPS_URL_RE, PUSH_ENDPOINT_INVALID),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22), in base64url.
      p256dh: base64Url(200),
      auth: base64Url(100),
    },
    { error: PUSH_KEYS_REQUIRED },
  ),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: PUSH_ENDPOINT_INVALID }).trim().min(1, PUSH_ENDPOINT_INVALID).max(2000),
});
export type PushUnsubscribe = z.input<typeof pushUnsubscribeSchema>;

/** The server's VAPID public key (the browser's applicationServerKey), or null when push is not configured. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().nullable() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

export const pushSubscriptionSavedSchema = z.object({ id: z.string(), createdAt: z.string() });
export type PushSubscriptionSaved = z.infer<typeof pushSubscriptionSavedSchema>;

/** What the service worker receives in a push (the body already cut). */
export type PushPayload = { title: string; body: string; tag?: string; url: string };
