import { type ReactElement, type ReactNode, useCallback, useRef } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * Hint's real tooltip, open at once (the pointer rested or the focus came before it loaded); with `focus`, gives the
 * focus back once to the element, which the swap re-created, unless it has moved elsewhere meanwhile.
 */
export function HintTooltip({
  content,
  side,
  focus,
  children,
}: {
  content: ReactNode;
  side: 'top' | 'right' | 'bottom' | 'left' | undefined;
  focus: boolean;
  children: ReactElement;
}) {
  const focused = useRef(!focus);
  const trigger = useCallback((node: HTMLElement | null) => {
    if (!node || focused.current) return;
    focused.current = true;
    // Only when the swap took the focus away, not when the member moved it elsewhere meanwhile.
    const active = node.ownerDocument.activeElement;
    if (!active || active === node.ownerDocument.body) node.focus();
  }, []);
  return (
    <Tooltip defaultOpen>
      <TooltipTrigger asChild ref={trigger}>
        {children}
      </TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </Tooltip>
  );
}
