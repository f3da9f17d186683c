import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type Edges = { atStart: boolean; atEnd: boolean };

/** Where the board's scroll stands: at its left edge, its right edge, both (everything fits) or neither. */
function edgesOf(element: HTMLElement): Edges {
  return {
    atStart: element.scrollLeft <= 1,
    atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
  };
}

/**
 * The desktop board: its columns side by side in a region that scrolls sideways, reachable by keyboard (arrow
 * keys once focused). When the columns do not fit, a fade on the hidden side and the two buttons above it say
 * there is more, and the buttons move one column at a time.
 */
export function BoardScroller({
  label,
  busy,
  aside,
  children,
}: {
  label: string;
  busy?: boolean;
  /** Shown on the left of the scroll buttons' row (e.g. the late count). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const region = useRef<HTMLElement>(null);
  const [edges, setEdges] = useState<Edges>({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    if (region.current) setEdges(edgesOf(region.current));
  }, []);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [measure]);

  function move(direction: 1 | -1) {
    const element = region.current;
    const column = element?.querySelector('section');
    if (!element || !column) return;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    element.scrollBy({ left: direction * (column.getBoundingClientRect().width + gap), behavior: 'smooth' });
  }

  const fits = edges.atStart && edges.atEnd;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
      <div className="flex min-h-9 items-center justify-between gap-3">
        <div>{aside}</div>
        {!fits && (
          <div className="flex items-center gap-1">
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Etapas anteriores"
              disabled={edges.atStart}
              onClick={() => move(-1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Próximas etapas"
              disabled={edges.atEnd}
              onClick={() => move(1)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      <div className="relative min-w-0">
        {/* `relative` keeps the cards' absolutely positioned screen-reader texts inside the scroller; without it
            they stretch the whole page to the board's width. */}
        <section
          ref={region}
          aria-label={label}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
          onScroll={measure}
          className={cn(
            'relative flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain pb-3',
            '[scrollbar-color:color-mix(in_oklab,var(--color-muted-foreground)_40%,transparent)_transparent] [scrollbar-width:thin]',
            'rounded-xl outline-hidden focus-visible:ring-[3px] focus-visible:ring-ring/40',
            busy && 'opacity-80',
          )}
        >
          {children}
        </section>
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 left-0 w-10 bg-linear-to-r from-background to-transparent transition-opacity',
            edges.atStart ? 'opacity-0' : 'opacity-100',
          )}
        />
        <div
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute inset-y-0 right-0 w-10 bg-linear-to-l from-background to-transparent transition-opacity',
            edges.atEnd ? 'opacity-0' : 'opacity-100',
          )}
        />
      </div>
    </div>
  );
}
