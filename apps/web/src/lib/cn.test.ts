import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the build (scripts/), without types.
import { tailwindTokens } from '../../scripts/tailwind-tokens.mjs';
import { cn } from './cn';

describe('cn', () => {
  // About a million pairs: some seconds.
  it('merges every pair of the classes in the source exactly as the full tailwind-merge does', {
    timeout: 60_000,
  }, () => {
    // The classes tailwind-merge knows (an unknown word is kept twice), as the app's source writes them.
    const classes = (tailwindTokens() as string[]).filter((token) => twMerge(`${token} ${token}`) === token);
    expect(classes.length).toBeGreaterThan(500);
    // Classes under different variants ('hover:', 'md:') never conflict, in either: compare within a variant, and
    // arbitrary values ('bg-[…]', whose brackets may hold a colon) with everything.
    const variantOf = (token: string) => (token.includes('[') ? '*' : token.replace(/[^:]*$/, ''));
    const byVariant = new Map<string, string[]>();
    for (const token of classes)
      byVariant.set(variantOf(token), [...(byVariant.get(variantOf(token)) ?? []), token]);
    const partners = (token: string) =>
      variantOf(token) === '*'
        ? classes
        : [...(byVariant.get(variantOf(token)) ?? []), ...(byVariant.get('*') ?? [])];
    const differences: string[] = [];
    for (const a of classes) {
      for (const b of partners(a)) {
        const pair = `${a} ${b}`;
        if (cn(pair) !== twMerge(pair)) differences.push(`'${pair}': '${cn(pair)}' ≠ '${twMerge(pair)}'`);
        if (differences.length >= 10) break;
      }
    }
    // When this fails, the app uses a kind of class it did not before: `npm run tw-merge-config -w @alinhavo/web`.
    expect(differences).toEqual([]);
  });

  it('lets the last of two conflicting classes win and keeps what does not conflict', () => {
    expect(cn('px-2 py-1 bg-red-500', 'p-3 bg-[#B91C1C]')).toBe('p-3 bg-[#B91C1C]');
    expect(cn('text-sm text-muted-foreground', false && 'hidden', 'text-destructive')).toBe(
      'text-sm text-destructive',
    );
    expect(cn('hover:bg-muted md:w-40', 'hover:bg-accent w-full')).toBe('md:w-40 hover:bg-accent w-full');
  });
});
