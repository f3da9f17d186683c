/**
 * PostgreSQL errors the code meets in normal use, read from node-postgres and PGlite errors alike: drivers put
 * the SQLSTATE (and the constraint) on the error or, wrapped by Drizzle, on its cause.
 */
export type PgErrorFields = { code?: string; constraint?: string };

export function pgErrorOf(error: unknown): PgErrorFields {
  const direct = error as
    | (PgErrorFields & { cause?: PgErrorFields; constraint_name?: string; message?: string })
    | null;
  const fields = direct?.code ? direct : (direct?.cause as typeof direct | undefined);
  if (!fields) return {};
  // PGlite may leave the constraint out of its field and name it only in the message.
  const constraint =
    fields.constraint ?? fields.constraint_name ?? /constraint "([^"]+)"/.exec(fields.message ?? '')?.[1];
  return { ...(fields.code ? { code: fields.code } : {}), ...(constraint ? { constraint } : {}) };
}

/** The unique index a statement ran into (SQLSTATE 23505), '' when unnamed, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  const { code, constraint } = pgErrorOf(error);
  return code === '23505' ? (constraint ?? '') : null;
}

/** A unique-index violation (SQLSTATE 23505), on the named index when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const violated = uniqueViolation(error);
  return violated !== null && (constraint === undefined || violated === constraint);
}

/** A row still referenced by another table, or pointing at a missing one (SQLSTATE 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error).code === '23503';
}

/** A CHECK constraint refused the row (SQLSTATE 23514). */
export function isCheckViolation(error: unknown): boolean {
  return pgErrorOf(error).code === '23514';
}
