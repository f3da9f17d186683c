import { Share, SquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * part2 §2: on iOS Safari there is no install button to press for the person; this dialog gives the 3 steps of
 * Safari's own 'Adicionar à Tela de Início'. On iPhone, notifications also need the app opened from there.
 */
export function IosInstallDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Adicionar à Tela de Início</DialogTitle>
          <DialogDescription>
            Instale o Alinhavo no iPhone ou iPad em 3 passos, pelo Safari. Aberto pela Tela de Início, ele
            também pode receber notificações.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid gap-3">
          <Step number={1} icon={<Share />}>
            Toque no botão <strong>Compartilhar</strong> na barra do Safari.
          </Step>
          <Step number={2} icon={<SquarePlus />}>
            Role a lista e toque em <strong>Adicionar à Tela de Início</strong>.
          </Step>
          <Step number={3}>
            Toque em <strong>Adicionar</strong>, no canto superior direito. O ícone do Alinhavo aparece na
            Tela de Início.
          </Step>
        </ol>
        <DialogFooter>
          <Button type="button" onClick={() => onOpenChange(false)}>
            Entendi
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Step({ number, icon, children }: { number: number; icon?: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3">
      <span
        aria-hidden="true"
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
      >
        {number}
      </span>
      <span className="min-w-0 flex-1 pt-0.5 text-sm">
        <span className="sr-only">Passo {number}: </span>
        {children}
      </span>
      {icon && (
        <span aria-hidden="true" className="shrink-0 pt-0.5 text-muted-foreground [&>svg]:size-5">
          {icon}
        </span>
      )}
    </li>
  );
}
