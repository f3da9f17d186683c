import { cn } from '@/lib/cn';

/** The logo: an 'A' with a basting stitch across it. `inverted` is for dark backgrounds. */
export function BrandMark({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const box = inverted ? '#ffffff' : 'var(--color-primary)';
  const ink = inverted ? 'var(--color-primary)' : '#ffffff';
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill={box} />
      <path
        d="M8 22 L16 8 L24 22"
        fill="none"
        stroke={ink}
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M10 17 h12" stroke={ink} strokeWidth="2" strokeDasharray="2 2.2" strokeLinecap="round" />
    </svg>
  );
}

export function Brand({ collapsed = false, inverted = false }: { collapsed?: boolean; inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <BrandMark inverted={inverted} />
      {!collapsed && (
        <span
          className={cn('font-semibold text-lg tracking-tight', inverted ? 'text-white' : 'text-foreground')}
        >
          Alinhavo
        </span>
      )}
    </span>
  );
}
