import pino from 'pino';

/**
 * Structured JSON logs. Bodies, passwords, tokens and cookies are never logged. Written asynchronously: lines that
 * arrive while a write is under way go out together with the next one instead of one system call per request (the
 * buffer is flushed when the process exits).
 */
export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { service: 'alinhavo-api' },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'headers.cookie', 'headers.authorization'],
      remove: true,
    },
  },
  pino.destination({ dest: 1, sync: false }),
);

export type Logger = typeof logger;
