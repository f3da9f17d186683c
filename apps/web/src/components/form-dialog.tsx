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
import { cn } from '@/lib/cn';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The form's id: the footer's submit button submits it. */
  formId: string;
  submitLabel: string;
  submitting: boolean;
  /** The submit button stays disabled (nothing to submit yet, or the form is being checked). */
  submitDisabled?: boolean;
  className?: string;
  children: ReactNode;
};

/** A dialog holding one form, with 'Cancelar' and the submit button in the footer: every create/edit dialog. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  formId,
  submitLabel,
  submitting,
  submitDisabled,
  className,
  children,
}: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/*
        React carries a submit through the portal to the forms around the dialog's opener: a 'Nova cor' opened from
        the product form would also submit (and validate) the product. The dialog's own form has handled it by now.
      */}
      <DialogContent className={cn('sm:max-w-md', className)} onSubmit={(event) => event.stopPropagation()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={submitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
