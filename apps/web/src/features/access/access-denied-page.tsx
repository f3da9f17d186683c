// Scaffold: replaced by the screen's implementation.
export function AccessDeniedPage() {
  return null;
}
