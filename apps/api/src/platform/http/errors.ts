import { API_ERROR_MESSAGES, type ApiErrorCode } from '@alinhavo/domain';
import type { z } from 'zod';
import { pgErrorOf } from '../db/pg-errors.ts';

const STATUS: Record<ApiErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_DEACTIVATED: 403,
  WORKSHOP_LOGIN: 403,
  SUBSCRIPTION_INACTIVE: 402,
  NOT_FOUND: 404,
  VALIDATION: 400,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

/** A typed error a service or route throws; mapped once to HTTP status and a pt-BR message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERROR_MESSAGES[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (message: string = API_ERROR_MESSAGES.NOT_FOUND) =>
  new AppError('NOT_FOUND', message);
export const forbidden = (message?: string) => new AppError('FORBIDDEN', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError('CONFLICT', message, fields);
export const unauthenticated = () => new AppError('UNAUTHENTICATED');
export const invalid = (fields: Record<string, string>, message?: string) =>
  new AppError('VALIDATION', message ?? API_ERROR_MESSAGES.VALIDATION, fields);

/** Per-field messages from a zod error: the first message for each field path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Postgres errors the code can meet in normal use, by SQLSTATE. */
export function fromDatabaseError(error: unknown): AppError | null {
  const { code } = pgErrorOf(error);
  if (code === '23505') return conflict(API_ERROR_MESSAGES.CONFLICT);
  // Row-level security refused a row: never say more than "not found".
  if (code === '42501') return notFound();
  return null;
}
