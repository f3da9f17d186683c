import { useRef } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * A button that opens the file chooser (the input itself stays hidden from sight and from the tab order) and hands
 * over the one file chosen; the input is cleared afterwards, so choosing the same file again picks it again.
 */
export function FilePickButton({
  accept,
  onPick,
  inputTestId,
  ...button
}: Omit<ButtonProps, 'onClick' | 'type'> & {
  accept: string;
  onPick: (file: File | undefined) => void;
  inputTestId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        onChange={(event) => {
          onPick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button type="button" variant="outline" {...button} onClick={() => input.current?.click()} />
    </>
  );
}
