// Scaffold: replaced by the screen's implementation.
export function SignupPage() {
  return null;
}
