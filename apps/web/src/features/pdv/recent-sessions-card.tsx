import { formatDateTime } from '@alinhavo/domain';
import { FileText } from 'lucide-react';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useRecentCashSessions } from './api';

/** 'Sessões anteriores': the latest closed sessions, each with its report. */
export function RecentSessionsCard({ onReport }: { onReport: (sessionId: string) => void }) {
  const sessions = useRecentCashSessions();
  const closed = (sessions.data?.items ?? []).filter((s) => s.status === 'fechado');
  if (!sessions.error && closed.length === 0) return null;
  return (
    <Card className="w-full max-w-lg">
      <CardHeader>
        <CardTitle>Sessões anteriores</CardTitle>
      </CardHeader>
      <CardContent>
        <LoadErrorAlert error={sessions.error} what="as sessões de caixa" />
        <ul className="divide-y">
          {closed.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="font-medium">{s.registerName}</p>
                <p className="text-muted-foreground">
                  {s.openedByName} · {formatDateTime(s.openedAt)}
                  {s.closedAt ? ` a ${formatDateTime(s.closedAt)}` : ''}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => onReport(s.id)}>
                <FileText aria-hidden="true" />
                Relatório
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
