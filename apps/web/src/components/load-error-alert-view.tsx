import { Alert, AlertDescription } from '@/components/ui/alert';

/** LoadErrorAlert's styled alert, loaded with the first load error. */
export function LoadErrorAlertView({ message }: { message: string }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
