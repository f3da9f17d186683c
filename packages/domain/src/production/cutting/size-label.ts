import { compareSizes } from '../../contracts/materials.ts';

/** Runs of at least this many consecutive grid sizes read as a range ('P–GG'); shorter ones are listed. */
const RANGE_MIN = 4;

/**
 * The sizes of a batch in the product's grid order. Sizes the grid does not know (a grid edited since) go
 * after the known ones, in the usual size order.
 */
export function sortBatchSizes(sizes: Iterable<string>, gridOrder: readonly string[]): string[] {
  const rank = (size: string) => {
    const index = gridOrder.indexOf(size);
    return index < 0 ? gridOrder.length : index;
  };
  return [...new Set(sizes)].sort((a, b) => rank(a) - rank(b) || compareSizes(a, b));
}

/**
 * part3 §4 'size label' of a batch: 'P–GG' when its sizes are a run of consecutive grid sizes (four or more),
 * else the list ('P, M, G', 'P, G'). Empty when the batch has no sizes.
 */
export function batchSizeLabel(sizes: Iterable<string>, gridOrder: readonly string[]): string {
  const ordered = sortBatchSizes(sizes, gridOrder);
  if (ordered.length >= RANGE_MIN) {
    const first = gridOrder.indexOf(ordered[0]!);
    const consecutive =
      first >= 0 && ordered.every((size, offset) => gridOrder.indexOf(size) === first + offset);
    if (consecutive) return `${ordered[0]}–${ordered.at(-1)}`;
  }
  return ordered.join(', ');
}
