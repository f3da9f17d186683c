import type { Hono } from 'hono';
import { z } from 'zod';
import { clockOffsetMs, now, setClockOffsetMs } from '../clock.ts';
import type { AppEnv } from './app-env.ts';
import { fieldErrors, invalid } from './errors.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const bodySchema = z.object({
  days: z
    .number({ error: 'Informe quantos dias mover o relógio.' })
    .min(0, { error: 'O relógio só anda para a frente.' })
    .max(400, { error: 'No máximo 400 dias.' }),
});

/**
 * Only in installs started with TEST_CLOCK=on (browser journeys): moves the clock the subscription rules read,
 * `days` ahead of the real one, so a trial can end during a test. Never mounted otherwise.
 */
export function mountTestClock(app: Hono<AppEnv>): void {
  const answer = () => ({ offsetDays: clockOffsetMs() / DAY_MS, now: now().toISOString() });
  app.get('/api/test/clock', (c) => c.json(answer()));
  app.post('/api/test/clock', async (c) => {
    const parsed = bodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    setClockOffsetMs(parsed.data.days * DAY_MS);
    return c.json(answer());
  });
}
