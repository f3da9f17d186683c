import { useNavigationBlocker } from '@/app/app-history';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** Asks before leaving the editor with changes that were not saved (nothing is lost silently). */
export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useNavigationBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sair sem salvar?</DialogTitle>
          <DialogDescription>
            A ficha de custo tem alterações que ainda não foram salvas. Se sair agora, elas serão perdidas.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => blocker.reset?.()}>
            Continuar editando
          </Button>
          <Button type="button" variant="destructive" onClick={() => blocker.proceed?.()}>
            Sair sem salvar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
