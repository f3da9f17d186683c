import { useEffect } from 'react';
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
import { useNavModel } from './use-nav-items';

/** Ctrl+K / Cmd+K toggles it; it searches the screens this member may open (part1 §2.14). */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const screens = navScreens(useNavModel());

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        onOpenChange(!open);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, onOpenChange]);

  return (
    <CommandDialog open={open} onOpenChange={onOpenChange} title="Buscar telas e ações">
      <CommandInput placeholder="Buscar telas e ações..." />
      <CommandList>
        <CommandEmpty>Nenhum resultado</CommandEmpty>
        <CommandGroup heading="Navegação">
          {screens.map((screen) => (
            <CommandItem
              key={screen.path}
              value={`${screen.title} ${screen.group} ${screen.subgroup ?? ''} ${(screen.keywords ?? []).join(' ')}`}
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
