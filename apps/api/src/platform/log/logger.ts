import pino from 'pino';

/**
 * Structured JSON logs. Bodies, passwords, tokens and cookies are never logged. Written asynchronously and, in
 * production, in batches: lines wait until 4 KiB are due (a dozen requests' lines) or a second has passed, so a busy
 * server makes one system call per batch instead of one per request (the buffer is flushed when the process exits).
 */
const BATCH_BYTES = process.env.NODE_ENV === 'production' ? 4096 : 0;

export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'alinhavo-api' },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'headers.cookie', 'headers.authorization'],
      remove: true,
    },
  },
  pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES, periodicFlush: 1000 }),
);

export type Logger = typeof logger;
