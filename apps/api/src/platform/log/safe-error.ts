import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What of an error may go to the log: drizzle's query errors carry the query's parameters (names, e-mails,
 * password hashes, tokens) in their message, so only the SQL text and the database's own error are kept.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause as { message?: string; code?: string } | undefined;
    return { type: 'DrizzleQueryError', query: error.query, cause: cause?.message, code: cause?.code };
  }
  if (error instanceof Error) {
    return {
      type: error.name,
      message: error.message,
      code: (error as { code?: unknown }).code,
      stack: error.stack,
    };
  }
  return { type: typeof error, message: String(error) };
}
