import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
} from '@/components/ui/command';
import { navScreens } from './nav-model';
import { rankScreens } from './rank-screens';
import { useNavModel } from './use-nav-items';

/**
 * Searches the screens this member may open (part1 §2.14). The shell opens it with Ctrl+K / Cmd+K and loads its
 * code on first use (usePaletteShortcut).
 */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const screens = navScreens(useNavModel());
  const [search, setSearch] = useState('');
  // Our own ranking (title first, then keywords): cmdk's built-in sorting leaves the menu order in place.
  const ranked = rankScreens(screens, search);
  const [selected, setSelected] = useState('');
  const first = ranked[0]?.path ?? '';
  useEffect(() => setSelected(first), [first]);

  return (
    <CommandDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSearch('');
        onOpenChange(next);
      }}
      title="Buscar telas e ações"
      commandProps={{ shouldFilter: false, value: selected, onValueChange: setSelected }}
    >
      <CommandInput placeholder="Buscar telas e ações..." value={search} onValueChange={setSearch} />
      <CommandList>
        <CommandEmpty>Nenhum resultado</CommandEmpty>
        <CommandGroup heading="Navegação">
          {ranked.map((screen) => (
            <CommandItem
              key={screen.path}
              value={screen.path}
              onSelect={() => {
                onOpenChange(false);
                navigate(screen.path);
              }}
            >
              <screen.icon aria-hidden="true" />
              <span>{screen.title}</span>
              <span className="ml-auto text-muted-foreground text-xs">{screen.subgroup ?? screen.group}</span>
            </CommandItem>
          ))}
        </CommandGroup>
      </CommandList>
    </CommandDialog>
  );
}
