/**
 * The logo and name as app/layout/brand.tsx draws them (keep the two alike), without its class merging: the
 * landing's light entry does not carry tailwind-merge.
 */
export function LandingBrand() {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="var(--color-primary)" />
        <path
          d="M8 22 L16 8 L24 22"
          fill="none"
          stroke="#ffffff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path d="M10 17 h12" stroke="#ffffff" strokeWidth="2" strokeDasharray="2 2.2" strokeLinecap="round" />
      </svg>
      <span className="font-semibold text-foreground text-lg tracking-tight">Alinhavo</span>
    </span>
  );
}
