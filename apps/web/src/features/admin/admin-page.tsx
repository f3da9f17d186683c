// Scaffold: replaced by the screen's implementation.
export function AdminPage() {
  return null;
}
