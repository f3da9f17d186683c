import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Brand } from './brand';
import { useRememberedScroll } from './nav-preferences';
import { SidebarNav } from './sidebar-nav';

/** The sidebar as a drawer, on phones (the shell loads it the first time the menu button opens it). */
export function NavDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const drawerScroll = useRememberedScroll('drawer');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 bg-sidebar p-0">
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Telas do Alinhavo</SheetDescription>
        <div className="flex h-14 shrink-0 items-center border-b px-4">
          <Brand />
        </div>
        <div ref={drawerScroll} className="min-h-0 flex-1 overflow-y-auto">
          <SidebarNav onNavigate={() => onOpenChange(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
