import { type ReactElement, type ReactNode, useCallback, useRef } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * Hint's real tooltip, open at once (the pointer rested or the focus came before it loaded); with `focus`, gives the
 * focus back once to the element, which the swap re-created.
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
    node.focus();
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
