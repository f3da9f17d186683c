import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { SUBSCRIPTION_QUERY_KEY } from '@/features/subscription';
import { api, errorMessage } from '@/lib/api';

/** The owner cancels a paid subscription (POST /api/billing/cancel), after saying what happens to the data. */
export function CancelSubscription() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => api.post('/api/billing/cancel'),
    onSuccess: () => {
      setOpen(false);
      toast.success('Assinatura cancelada', {
        description: 'Seus dados ficam guardados por 30 dias.',
      });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
    onError: (error) => toast.error('Erro', { description: errorMessage(error) }),
  });
  return (
    <>
      <Button
        variant="ghost"
        className="text-destructive hover:text-destructive"
        onClick={() => setOpen(true)}
      >
        Cancelar assinatura
      </Button>
      <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
        <DialogContent role="alertdialog" className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Cancelar a assinatura?</DialogTitle>
            <DialogDescription>
              O acesso da empresa ao Alinhavo termina agora. Seus dados ficam guardados por 30 dias; assine um
              plano nesse prazo para continuar de onde parou.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" disabled={cancel.isPending} onClick={() => setOpen(false)}>
              Manter assinatura
            </Button>
            <Button variant="destructive" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              Cancelar assinatura
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
