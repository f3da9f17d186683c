import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { safeError } from './safe-error.ts';

describe('safeError', () => {
  it('keeps the SQL and the cause of a query error but never its parameters', () => {
    const cause = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const error = new DrizzleQueryError(
      'insert into accounts (password) values ($1)',
      ['$argon2id$segredo'],
      cause,
    );
    const logged = JSON.stringify(safeError(error));
    expect(logged).toContain('insert into accounts');
    expect(logged).toContain('23505');
    expect(logged).not.toContain('segredo');
  });
});
