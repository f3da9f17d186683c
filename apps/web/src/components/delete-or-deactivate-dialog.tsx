import { type ReactNode, useEffect, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError, errorMessage } from '@/lib/api';
import { type ToastMessages, toastAction } from '@/lib/toast-action';

type Action = ToastMessages & { run: () => Promise<unknown>; pending: boolean };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  remove: Action;
  /** Deactivating instead; leave it out for a record already inactive. */
  deactivate?: Action | undefined;
  /** 'always': 'Inativar' sits beside 'Excluir'; 'in-use': it shows only once the server refused the deletion. */
  offerDeactivate?: 'always' | 'in-use';
  /** After the deletion; closes the dialog by default. */
  onDeleted?: () => void;
};

/**
 * Confirms deleting a record that the server may refuse to delete because it is in use (a CONFLICT answer): its
 * message then shows in the dialog, and 'Inativar' is the way out.
 */
export function DeleteOrDeactivateDialog({
  open,
  onOpenChange,
  title,
  description,
  remove,
  deactivate,
  offerDeactivate = 'always',
  onDeleted = () => onOpenChange(false),
}: Props) {
  const [inUse, setInUse] = useState<string | null>(null);

  useEffect(() => {
    if (open) setInUse(null);
  }, [open]);

  async function confirm() {
    try {
      await remove.run();
      toast.success(remove.success);
      onDeleted();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONFLICT') setInUse(error.message);
      else toast.error(remove.error, { description: errorMessage(error) });
    }
  }

  async function runDeactivate(action: Action) {
    if (await toastAction(action.run, action)) onOpenChange(false);
  }

  const showDeactivate = deactivate && (offerDeactivate === 'always' || inUse);
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onConfirm={confirm}
      pending={remove.pending}
      problem={inUse}
      hideConfirm={inUse !== null}
      otherActions={
        showDeactivate && (
          <Button
            type="button"
            variant={inUse ? 'default' : 'outline'}
            loading={deactivate.pending}
            onClick={() => runDeactivate(deactivate)}
          >
            Inativar
          </Button>
        )
      }
    />
  );
}
