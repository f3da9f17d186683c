// Read by the app shell (its screen guard) without loading the access screens themselves.

/** The address of the access-denied page, keeping the path that was refused. */
export function accessDeniedPath(from: string): string {
  return `/access-denied?from=${encodeURIComponent(from)}`;
}
