import { buttonVariants } from '@/components/ui/button';

type Variants = Parameters<typeof buttonVariants>[0];

/**
 * The app's button look for the landing's links, without the Button component: that one merges classes with
 * tailwind-merge and wraps anchors with Radix Slot, which the landing's light entry would have to download and run.
 * `extra` must not fight the variant's classes (no second display, colour or background utility): unlike the
 * Button component, nothing merges them.
 */
export function landingButton(variants: Variants, extra?: string): string {
  let base = buttonVariants(variants);
  // The one conflict inside the variants: large buttons set text-base over the base text-sm.
  if (/(^| )text-base( |$)/.test(base)) base = base.replace(/(^| )text-sm(?= |$)/, '');
  return extra ? `${base} ${extra}` : base;
}
