import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

// The web app's own import alias ('@/…'), as in apps/web/vite.config.ts.
const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          isolate: false,
          environment: 'node',
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          isolate: false,
          environment: 'node',
        },
      },
      {
        // Component tests: the large screens' pieces rendered in jsdom and driven as a user would (Testing Library).
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          isolate: false,
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup-dom.ts'],
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // One module graph per worker, not per file: importing the app (Hono, drizzle, PGlite) was most of the
          // run. Each file still gets its own database; the tests keep no module state of their own.
          isolate: false,
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          setupFiles: ['apps/api/test/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
