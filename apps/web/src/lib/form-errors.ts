import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts the API's per-field messages under the matching form fields. Returns true when at least one field got
 * its message, so the caller can skip a generic toast.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Path<T>[],
) {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** The message of an array field (react-hook-form) or, failing that, of its first bad item. */
export function fieldMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: string }).message;
  if (own) return own;
  const first = Object.values(error as Record<string, { message?: string }>).find((e) => e?.message);
  return first?.message;
}
