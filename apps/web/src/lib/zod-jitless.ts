// The web build's 'zod' (vite.config.ts alias): zod configured never to probe for `new Function`, which the
// Content-Security-Policy (script-src without 'unsafe-eval') reports as a violation on every signed-in page.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
