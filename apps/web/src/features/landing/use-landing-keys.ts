import { useEffect } from 'react';
import { keyScroll } from './keyboard-scroll';

/** part1 §2.2: arrow, page and Home/End keys scroll the landing page smoothly. */
export function useLandingKeys() {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const scroll = keyScroll(event);
      if (!scroll) return;
      event.preventDefault();
      if ('by' in scroll) window.scrollBy({ top: scroll.by, behavior: 'smooth' });
      else
        window.scrollTo({
          top: scroll.to === 'top' ? 0 : document.documentElement.scrollHeight,
          behavior: 'smooth',
        });
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
