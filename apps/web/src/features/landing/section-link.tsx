import type { ComponentProps } from 'react';
import { scrollToSection } from './scroll-to-section';

/** A link to a landing section that scrolls there smoothly (a plain #anchor still works without script). */
export function SectionLink({
  sectionId,
  onPick,
  ...props
}: Omit<ComponentProps<'a'>, 'href' | 'onClick'> & { sectionId: string; onPick?: () => void }) {
  return (
    <a
      {...props}
      href={`#${sectionId}`}
      onClick={(event) => {
        event.preventDefault();
        onPick?.();
        // After the phone menu has closed, so the target's position is final.
        requestAnimationFrame(() => scrollToSection(sectionId));
      }}
    />
  );
}
