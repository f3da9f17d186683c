import { ChevronRight, Menu, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { TrialBadge } from '@/features/subscription';
import { AccountMenuButton } from './account-button';
import type { Crumb } from './use-current-screen';

type Props = {
  title: string;
  crumbs: Crumb[];
  onOpenMenu: () => void;
  onOpenSearch: () => void;
  /** The pointer or the focus reached the menu button: fetch the drawer's code ahead of the press. */
  onMenuIntent?: () => void;
  /** The same for the search buttons and the command palette. */
  onSearchIntent?: () => void;
};

export function AppHeader({ title, crumbs, onOpenMenu, onOpenSearch, onMenuIntent, onSearchIntent }: Props) {
  const menuIntent = { onPointerEnter: onMenuIntent, onFocus: onMenuIntent };
  const searchIntent = { onPointerEnter: onSearchIntent, onFocus: onSearchIntent };
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:h-16 md:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="md:hidden"
        onClick={onOpenMenu}
        aria-label="Abrir menu"
        {...menuIntent}
      >
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
        {...searchIntent}
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
        {...searchIntent}
      >
        <Search />
      </Button>
      <AccountMenuButton />
    </header>
  );
}
