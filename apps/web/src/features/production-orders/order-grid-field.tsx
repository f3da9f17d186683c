import { cellKey, type OrderColor } from '@alinhavo/domain';
import { CircleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { GridEntry } from '@/features/products';
import { type GridItem, itemIndex } from './order-form-values';

type Props = {
  id: string;
  colors: OrderColor[];
  sizes: string[];
  items: GridItem[];
  setQuantity: (index: number, text: string) => void;
  /** The message of a cell (by its index in items). */
  cellError: (index: number) => string | undefined;
  /** The grid's own message ('Informe ao menos uma quantidade na grade'). */
  error?: string | undefined;
  minimum?: (colorId: string, size: string) => number;
  onLeave?: () => void;
};

/** The grid entry wired to a form's `items`, with its messages under the table. */
export function OrderGridField({
  id,
  colors,
  sizes,
  items,
  setQuantity,
  cellError,
  error,
  minimum,
  onLeave,
}: Props) {
  const index = useMemo(() => itemIndex(items), [items]);
  const at = (colorId: string, size: string) => index.get(cellKey(colorId, size));
  const cellMessages = items.map((_, i) => cellError(i)).filter((m): m is string => Boolean(m));
  const messages = [...new Set([error, ...cellMessages].filter((m): m is string => Boolean(m)))];
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-2">
      <GridEntry
        id={id}
        colors={colors}
        sizes={sizes}
        isOpen={(colorId, size) => at(colorId, size) !== undefined}
        value={(colorId, size) => items[at(colorId, size) ?? -1]?.quantity ?? ''}
        onChange={(colorId, size, text) => {
          const i = at(colorId, size);
          if (i !== undefined) setQuantity(i, text);
        }}
        error={(colorId, size) => {
          const i = at(colorId, size);
          return i === undefined ? undefined : cellError(i);
        }}
        invalid={messages.length > 0}
        {...(messages.length ? { describedBy: errorId } : {})}
        {...(minimum ? { minimum } : {})}
        {...(onLeave ? { onLeave } : {})}
      />
      {messages.length > 0 && (
        <div id={errorId} role="alert" className="grid gap-1 text-[13px] text-destructive leading-5">
          {messages.map((message) => (
            <p key={message} className="flex items-start gap-1.5">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
              <span>{message}</span>
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
