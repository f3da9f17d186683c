/** The look of a select's button, shared by the real one (select.tsx) and its light stand-in (option-select.tsx). */
export const SELECT_TRIGGER_CLASSES = [
  'flex w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs md:text-sm',
  'data-[size=default]:h-10 data-[size=sm]:h-8',
  'transition-[color,border-color,box-shadow] outline-hidden',
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
  'data-placeholder:text-muted-foreground',
  // The chosen value stays on one line and ends in '…' (a flex span would cancel the clamp and wrap).
  '*:data-[slot=select-value]:block *:data-[slot=select-value]:min-w-0 *:data-[slot=select-value]:flex-1 *:data-[slot=select-value]:truncate *:data-[slot=select-value]:text-left',
  "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
];
