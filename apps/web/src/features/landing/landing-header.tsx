import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { LandingBrand } from './landing-brand';
import { landingButton } from './landing-button';
import { NAV_SECTIONS } from './scroll-to-section';
import { SectionLink } from './section-link';

function SectionLinks({ onPick, className }: { onPick?: () => void; className: string }) {
  return NAV_SECTIONS.map((section) => (
    <SectionLink key={section.id} sectionId={section.id} className={className} onPick={onPick}>
      {section.label}
    </SectionLink>
  ));
}

/** part1 §2.2 navigation: section links, Entrar and Teste Grátis; a compact menu on phones. */
export function LandingHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href="/"
          aria-label="Alinhavo — página inicial"
          className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/40 outline-hidden"
        >
          <LandingBrand />
        </a>
        <nav aria-label="Navegação principal" className="hidden items-center gap-1 md:flex">
          <SectionLinks className="rounded-md px-3 py-2 font-medium text-muted-foreground text-sm hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 outline-hidden" />
        </nav>
        <div className="flex items-center gap-2">
          <a href="/auth" className={landingButton({ variant: 'ghost' }, 'max-sm:hidden')}>
            Entrar
          </a>
          <a href="/auth?tab=signup" className={landingButton({})}>
            Teste Grátis
          </a>
          <button
            type="button"
            className={landingButton({ variant: 'ghost', size: 'icon' }, 'md:hidden')}
            aria-label={open ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={open}
            aria-controls="landing-menu"
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        </div>
      </div>
      {open && (
        <nav
          id="landing-menu"
          aria-label="Menu"
          className="absolute inset-x-0 top-full border-t border-b bg-background px-4 pb-4 shadow-lg md:hidden"
        >
          <div className="flex flex-col py-2">
            <SectionLinks
              onPick={() => setOpen(false)}
              className="rounded-md px-3 py-3 font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 outline-hidden"
            />
            <a
              href="/auth"
              className="rounded-md px-3 py-3 font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/40 outline-hidden"
            >
              Entrar
            </a>
          </div>
        </nav>
      )}
    </header>
  );
}
