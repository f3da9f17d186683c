import pino from 'pino';

/** Structured JSON logs. Bodies, passwords, tokens and cookies are never logged. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'alinhavo-api' },
  redact: {
    paths: ['password', '*.password', 'token', '*.token', 'headers.cookie', 'headers.authorization'],
    remove: true,
  },
});

export type Logger = typeof logger;
