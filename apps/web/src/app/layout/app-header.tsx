import { roleLabel } from '@alinhavo/domain';
import { ChevronRight, KeyRound, LogOut, Menu, Search } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { TrialBadge } from '@/features/subscription/trial-badge';
import { useSessionQuery, useSignOut } from '../session';
import type { Crumb } from './use-current-screen';

type Props = { title: string; crumbs: Crumb[]; onOpenMenu: () => void; onOpenSearch: () => void };

export function AppHeader({ title, crumbs, onOpenMenu, onOpenSearch }: Props) {
  const { data: session } = useSessionQuery();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const initials = (session?.user.fullName ?? '?')
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:h-16 md:px-6">
      <Button variant="ghost" size="icon" className="md:hidden" onClick={onOpenMenu} aria-label="Abrir menu">
        <Menu />
      </Button>
      <div className="min-w-0 flex-1">
        {crumbs.length > 1 && (
          <nav aria-label="Trilha" className="hidden md:block">
            <ol className="flex items-center gap-1 text-muted-foreground text-xs">
              {crumbs.map((crumb, index) => (
                <li key={crumb.to ?? crumb.label} className="flex min-w-0 items-center gap-1">
                  {index > 0 && <ChevronRight className="size-3 shrink-0" aria-hidden="true" />}
                  {crumb.to ? (
                    <Link to={crumb.to} className="truncate hover:text-foreground hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="truncate">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 className="truncate font-semibold text-base md:text-lg">{title}</h1>
      </div>
      <TrialBadge />
      <Button
        variant="outline"
        className="hidden h-9 w-56 justify-start gap-2 text-muted-foreground lg:flex"
        onClick={onOpenSearch}
      >
        <Search className="size-4" aria-hidden="true" />
        <span className="flex-1 text-left font-normal">Buscar...</span>
        <kbd className="rounded border bg-muted px-1.5 font-mono text-[10px]">Ctrl K</kbd>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        onClick={onOpenSearch}
        aria-label="Buscar telas e ações"
      >
        <Search />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" className="rounded-full" aria-label="Minha conta">
            <span className="flex size-8 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs">
              {initials}
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="font-normal">
            <p className="truncate font-medium text-sm">{session?.user.fullName}</p>
            <p className="truncate text-muted-foreground text-xs">{session?.user.email}</p>
            <p className="mt-1 truncate text-muted-foreground text-xs">
              {session?.company.name} · {roleLabel(session?.user.role ?? '')}
            </p>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate('/app/alterar-senha')}>
            <KeyRound aria-hidden="true" />
            Alterar senha
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sair
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </header>
  );
}
