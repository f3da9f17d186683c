import { emailKindLabel, formatDateTime } from '@alinhavo/domain';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api';
import { useAdminEmail } from './api';
import { emailFrameDocument } from './email-frame';
import { EmailStatusBadge, transportLabel } from './email-status';

type Props = { id: string | null; open: boolean; onClose: () => void };

/** One outbox message: its delivery details and the message itself, HTML in a sandboxed frame or plain text. */
export function EmailDialog({ id, open, onClose }: Props) {
  const { data: email, isPending, error } = useAdminEmail(id);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-words">{email?.subject ?? 'E-mail'}</DialogTitle>
          <DialogDescription className="break-all">
            {email ? `Para ${email.to}` : 'Carregando…'}
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{errorMessage(error)}</AlertDescription>
          </Alert>
        ) : isPending || !email ? (
          <div className="space-y-3" role="status" aria-label="Carregando e-mail">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : (
          <>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
              <dt className="text-muted-foreground">Situação</dt>
              <dd>
                <EmailStatusBadge status={email.status} />
              </dd>
              <dt className="text-muted-foreground">Tipo</dt>
              <dd>{emailKindLabel(email.kind)}</dd>
              <dt className="text-muted-foreground">Tentativas</dt>
              <dd className="tabular-nums">{email.attempts}</dd>
              <dt className="text-muted-foreground">Envio</dt>
              <dd>{transportLabel(email.transport)}</dd>
              <dt className="text-muted-foreground">Criado em</dt>
              <dd className="tabular-nums">{formatDateTime(email.createdAt)}</dd>
              <dt className="text-muted-foreground">Enviado em</dt>
              <dd className="tabular-nums">{email.sentAt ? formatDateTime(email.sentAt) : 'Não enviado'}</dd>
              {email.lastError ? (
                <>
                  <dt className="text-muted-foreground">Último erro</dt>
                  <dd className="break-words text-destructive sm:col-span-3">{email.lastError}</dd>
                </>
              ) : null}
            </dl>
            {email.html.trim() ? (
              <Tabs defaultValue="html">
                <TabsList>
                  <TabsTrigger value="html">Mensagem</TabsTrigger>
                  <TabsTrigger value="text">Texto</TabsTrigger>
                </TabsList>
                <TabsContent value="html">
                  <iframe
                    title="Conteúdo do e-mail"
                    sandbox="allow-popups allow-popups-to-escape-sandbox"
                    referrerPolicy="no-referrer"
                    srcDoc={emailFrameDocument(email.html)}
                    className="h-[55dvh] w-full rounded-md border bg-white"
                  />
                </TabsContent>
                <TabsContent value="text">
                  <PlainText text={email.text} />
                </TabsContent>
              </Tabs>
            ) : (
              <PlainText text={email.text} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PlainText({ text }: { text: string }) {
  return (
    <pre className="max-h-[55dvh] overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-4 font-mono text-xs leading-5">
      {text}
    </pre>
  );
}
