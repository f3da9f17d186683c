import { useState } from 'react';

/** Keeps showing the last non-null value while a dialog plays its closing animation. */
export function useLastValue<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
