import type { LucideIcon } from 'lucide-react';
import { ChevronRight, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';

export type CardTone = 'neutral' | 'alert' | 'ok';

const ICON_TONES: Record<CardTone, string> = {
  neutral: 'bg-primary/10 text-primary',
  alert: 'bg-destructive/10 text-destructive',
  ok: 'bg-success/10 text-success',
};

/** What a card needs of its query: whether it is loading, its error and a way to ask again. */
type CardState = { isPending: boolean; error: unknown; refetch: () => unknown };

/**
 * One card of the dashboard: its own skeleton while its query loads, its own error with 'Tentar novamente', and
 * its content once the data came. A failing card never hides the others.
 */
export function DashboardCard({
  title,
  icon: Icon,
  tone = 'neutral',
  state,
  action,
  skeleton,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  tone?: CardTone;
  state: CardState;
  /** The link to the card's list, top right (left out when the member may not open it). */
  action?: ReactNode;
  skeleton?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card aria-labelledby={titleId} role="region" className={cn('min-w-0 gap-3 sm:gap-4', className)}>
      <CardHeader className="items-center">
        <CardTitle id={titleId} className="flex min-w-0 items-center gap-2.5">
          <span
            aria-hidden="true"
            className={cn('flex size-8 shrink-0 items-center justify-center rounded-md', ICON_TONES[tone])}
          >
            <Icon className="size-4" />
          </span>
          <span className="min-w-0 leading-tight">{title}</span>
        </CardTitle>
        {action && <CardAction className="row-span-1 self-center">{action}</CardAction>}
      </CardHeader>
      <CardContent className="flex min-w-0 flex-1 flex-col gap-4">
        {state.error ? (
          <CardError error={state.error} onRetry={() => void state.refetch()} what={title} />
        ) : state.isPending ? (
          (skeleton ?? <DefaultSkeleton />)
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}

function DefaultSkeleton() {
  return (
    <div className="grid gap-3" data-testid="card-skeleton">
      <Skeleton className="h-9 w-28" />
      <Skeleton className="h-4 w-44" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

function CardError({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-md border border-destructive/30 px-3 py-2.5"
    >
      <p className="text-destructive text-sm">
        Não foi possível carregar “{what}”: {errorMessage(error)}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex items-center gap-1.5 font-medium text-primary text-sm hover:underline"
      >
        <RotateCw aria-hidden="true" className="size-3.5" />
        Tentar novamente
      </button>
    </div>
  );
}

/** The big figure of a card with what it counts ('12 lotes atrasados') and a line under it. */
export function Headline({
  value,
  label,
  detail,
  tone = 'neutral',
}: {
  value: string;
  label: string;
  detail?: ReactNode;
  tone?: CardTone;
}) {
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span
          className={cn(
            'font-semibold text-3xl tabular-nums tracking-tight',
            tone === 'alert' && 'text-destructive',
          )}
        >
          {value}
        </span>
        <span className="text-muted-foreground text-sm">{label}</span>
      </p>
      {detail && <p className="mt-0.5 text-muted-foreground text-sm">{detail}</p>}
    </div>
  );
}

/** 'Ver lotes ›': the card's way to its filtered list. */
export function CardLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="inline-flex items-center gap-0.5 whitespace-nowrap rounded-sm font-medium text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
      <ChevronRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** A line list inside a card; rows are links when `to` is given. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="-mx-2 grid">
      {children}
    </ul>
  );
}

export function CardListItem({ to, children }: { to?: string | undefined; children: ReactNode }) {
  const body = 'flex min-w-0 items-center gap-3 rounded-md px-2 py-2';
  return (
    <li className="min-w-0 border-border/60 border-t first:border-t-0">
      {to ? (
        <Link
          to={to}
          className={cn(body, 'hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-ring')}
        >
          {children}
        </Link>
      ) : (
        <div className={body}>{children}</div>
      )}
    </li>
  );
}

/** A card's calm empty state ('Nenhum lote atrasado.'). */
export function CardEmpty({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-md bg-muted/40 px-3 py-2.5 text-muted-foreground text-sm">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-success" />
      {children}
    </p>
  );
}
