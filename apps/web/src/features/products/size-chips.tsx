/** Sizes shown as small chips, in order. */
export function SizeChips({ sizes }: { sizes: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tamanhos">
      {sizes.map((size) => (
        <li key={size} className="rounded-md border bg-muted px-2 py-0.5 font-medium text-xs tabular-nums">
          {size}
        </li>
      ))}
    </ul>
  );
}
