// Scaffold: replaced by the screen's implementation.
export function UsersPage() {
  return null;
}
