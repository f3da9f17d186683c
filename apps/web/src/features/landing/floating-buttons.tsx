import type { SalesContact } from '@alinhavo/domain';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { whatsAppHref } from './plan-links';
import { SUPPORT_MESSAGE } from './support-section';

/** part1 §9: the scroll-to-top button appears after this many pixels. */
export const SCROLL_TOP_AFTER = 300;

function useScrolledPast(offset: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return past;
}

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7 fill-current">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 11.9 11.9 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2.2-.6.2-1.1.1-1.2l-.3-.2Z" />
    </svg>
  );
}

/** The floating WhatsApp chat (only when a number is configured) and the scroll-to-top button. */
export function FloatingButtons({ contact }: { contact: SalesContact }) {
  const showTop = useScrolledPast(SCROLL_TOP_AFTER);
  const whatsapp = whatsAppHref(contact, SUPPORT_MESSAGE);
  const round =
    'flex size-12 items-center justify-center rounded-full shadow-lg outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/60';
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-center gap-3 sm:right-6 sm:bottom-6">
      {showTop && (
        <button
          type="button"
          aria-label="Voltar ao topo"
          className={`${round} border bg-card text-foreground hover:bg-accent`}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUp className="size-5" aria-hidden="true" />
        </button>
      )}
      {whatsapp && (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Conversar no WhatsApp"
          className={`${round} size-14 bg-[#1a7f45] text-white hover:bg-[#166b3a]`}
        >
          <WhatsAppIcon />
        </a>
      )}
    </div>
  );
}
