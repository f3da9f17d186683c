import { BILLING_MESSAGES } from '@alinhavo/domain';
import type { Hono } from 'hono';
import type { Db } from '../../platform/db/client.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { invalid } from '../../platform/http/errors.ts';
import { InvalidWebhookError, type WebhookHandler } from './provider.ts';

/**
 * Mounts POST /api/billing/webhooks/<provider> outside the tenant routes: the provider, not a signed-in user,
 * calls it, and the signature must be checked on the body exactly as it arrived. A bad signature answers 400
 * and changes nothing; any other failure answers 500 so the provider delivers the event again.
 */
export function mountBillingWebhook(app: Hono<AppEnv>, db: Db, webhook: WebhookHandler): void {
  app.post(`/api/billing/webhooks/${webhook.name}`, async (c) => {
    const rawBody = Buffer.from(await c.req.arrayBuffer());
    try {
      const result = await webhook.handle(db, rawBody, c.req.header(webhook.signatureHeader));
      return c.json({ received: true, duplicate: result.duplicate });
    } catch (error) {
      if (error instanceof InvalidWebhookError) throw invalid({}, BILLING_MESSAGES.invalidWebhook);
      throw error;
    }
  });
}
