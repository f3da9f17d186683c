import { X } from 'lucide-react';
import { Dialog as SheetPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { returnFocusUnlessMoved } from './focus-return';

export function Sheet(props: React.ComponentProps<typeof SheetPrimitive.Root>) {
  return <SheetPrimitive.Root data-slot="sheet" {...props} />;
}

export function SheetTrigger(props: React.ComponentProps<typeof SheetPrimitive.Trigger>) {
  return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

export function SheetClose(props: React.ComponentProps<typeof SheetPrimitive.Close>) {
  return <SheetPrimitive.Close data-slot="sheet-close" {...props} />;
}

export type SheetContentProps = React.ComponentProps<typeof SheetPrimitive.Content> & {
  /** 'bottom': a sheet that rises from the bottom edge (phone filters), as tall as its content up to 85%. */
  side?: 'left' | 'right' | 'bottom';
  /** Shows the ✕ button in the corner (screen readers hear "Fechar"). Default `true`. */
  showCloseButton?: boolean;
};

/** Side drawer (e.g. the mobile sidebar) or bottom sheet. Needs a `SheetTitle` (may be `className="sr-only"`). */
export function SheetContent({
  className,
  children,
  side = 'right',
  showCloseButton = true,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  return (
    <SheetPrimitive.Portal data-slot="sheet-portal">
      <SheetPrimitive.Overlay
        data-slot="sheet-overlay"
        className="fixed inset-0 z-50 bg-black/45 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out"
      />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        data-side={side}
        className={cn(
          'fixed z-50 flex flex-col bg-card text-card-foreground shadow-xl outline-hidden',
          side === 'bottom'
            ? 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t pb-[env(safe-area-inset-bottom)] data-[state=open]:animate-slide-in-from-bottom data-[state=closed]:animate-slide-out-to-bottom'
            : 'inset-y-0 h-full w-[85%] max-w-xs pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] sm:max-w-sm',
          side === 'left' &&
            'left-0 border-r data-[state=open]:animate-slide-in-from-left data-[state=closed]:animate-slide-out-to-left',
          side === 'right' &&
            'right-0 border-l data-[state=open]:animate-slide-in-from-right data-[state=closed]:animate-slide-out-to-right',
          className,
        )}
        {...props}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          returnFocusUnlessMoved(event);
        }}
      >
        {children}
        {showCloseButton ? (
          <SheetPrimitive.Close
            data-slot="sheet-close"
            className={cn(
              'absolute right-3',
              side === 'bottom' ? 'top-3' : 'top-[calc(env(safe-area-inset-top)+0.75rem)]',
              'inline-flex size-9 items-center justify-center rounded-md text-muted-foreground',
              'transition-colors outline-hidden hover:bg-accent hover:text-accent-foreground',
              'focus-visible:ring-[3px] focus-visible:ring-ring/40',
            )}
          >
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">Fechar</span>
          </SheetPrimitive.Close>
        ) : null}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="sheet-header" className={cn('flex flex-col gap-1 p-4 pr-14', className)} {...props} />
  );
}

export function SheetFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-2 p-4', className)} {...props} />
  );
}

export function SheetTitle({ className, ...props }: React.ComponentProps<typeof SheetPrimitive.Title>) {
  return (
    <SheetPrimitive.Title
      data-slot="sheet-title"
      className={cn('text-base leading-6 font-semibold', className)}
      {...props}
    />
  );
}

export function SheetDescription({
  className,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
