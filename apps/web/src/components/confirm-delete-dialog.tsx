import type { ReactNode } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Excluir fornecedor?' */
  title: string;
  /** What goes and what cannot be undone. */
  description: ReactNode;
  onConfirm: () => void;
  pending: boolean;
  /** Why the record could not go (the server's message), shown above the buttons. */
  problem?: string | null;
  /** Buttons between 'Cancelar' and 'Excluir', e.g. 'Inativar'. */
  otherActions?: ReactNode;
  /** Leaves out 'Excluir' (when the server already said no). */
  hideConfirm?: boolean;
};

/** 'Excluir …?' with Cancelar / Excluir; the caller runs the deletion and shows the result. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  pending,
  problem,
  otherActions,
  hideConfirm = false,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {problem && (
          <Alert variant="destructive">
            <AlertDescription>{problem}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          {otherActions}
          {!hideConfirm && (
            <Button type="button" variant="destructive" loading={pending} onClick={onConfirm}>
              Excluir
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
