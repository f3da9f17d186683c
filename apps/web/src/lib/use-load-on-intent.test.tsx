import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { held } from '../../test/held-import';
import { onDemand } from './on-demand';
import { type Intent, useLoadOnIntent } from './use-load-on-intent';

type ControlProps = { defaultOpen: boolean; autoFocus: boolean };

function Trigger(props: ComponentProps<'button'>) {
  return <button type="button" aria-haspopup="menu" {...props} />;
}

/** The real control: its button, and its list when it mounts open (as the app's Radix controls do). */
function RealControl({ defaultOpen, autoFocus }: ControlProps) {
  return (
    <div>
      <Trigger aria-expanded={defaultOpen} autoFocus={autoFocus}>
        Opções
      </Trigger>
      {defaultOpen && (
        <div role="menu" aria-label="Opções">
          <div role="menuitem" tabIndex={-1}>
            Editar
          </div>
        </div>
      )}
    </div>
  );
}

function setup() {
  const imports = [held<typeof RealControl>()];
  let calls = 0;
  const code = onDemand(() => {
    calls += 1;
    return imports.at(-1)!.promise;
  });
  const seen: Array<Intent | null> = [];
  function Control() {
    const { ready, handlers } = useLoadOnIntent(code);
    seen.push(ready?.intent ?? null);
    if (ready) return <ready.Control defaultOpen={ready.intent.open} autoFocus={ready.intent.focus} />;
    return (
      <button type="button" aria-haspopup="menu" aria-expanded={false} {...handlers}>
        Opções
      </button>
    );
  }
  render(<Control />);
  return {
    imports,
    calls: () => calls,
    /** The code arrives (the last import asked for). */
    arrive: () => act(async () => imports.at(-1)!.release(RealControl)),
    button: () => screen.getByRole('button', { name: 'Opções' }),
  };
}

describe('useLoadOnIntent', () => {
  it('a pointer press on the stand-in before its code has arrived opens the real control once it does', async () => {
    const user = userEvent.setup();
    const control = setup();
    const standIn = control.button();
    await user.click(standIn);

    // The code is on its way: the stand-in stays, the very same element, and nothing is open yet.
    expect(control.calls()).toBe(1);
    expect(control.button()).toBe(standIn);
    expect(screen.queryByRole('menu')).toBeNull();

    await control.arrive();
    expect(screen.getByRole('menu', { name: 'Opções' })).toBeTruthy();
    expect(control.button()).not.toBe(standIn);
    expect(control.button().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(control.button());
  });

  it('a key press (Enter) keeps the focus on the stand-in while loading, then opens the real control focused', async () => {
    const user = userEvent.setup();
    const control = setup();
    await user.tab();
    const standIn = control.button();
    expect(document.activeElement).toBe(standIn);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(standIn);
    expect(screen.queryByRole('menu')).toBeNull();

    await control.arrive();
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement).toBe(control.button());
  });

  it('reaching the stand-in only fetches the code: the control stays closed until a press, which opens it at once', async () => {
    const control = setup();
    fireEvent.pointerEnter(control.button());
    expect(control.calls()).toBe(1);
    await control.arrive();
    expect(screen.queryByRole('menu')).toBeNull();

    // The code is here: the press swaps in the open control in the same event, no waiting.
    fireEvent.pointerDown(control.button(), { button: 0 });
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('several presses while loading still open the control once, with one import', async () => {
    const user = userEvent.setup();
    const control = setup();
    await user.click(control.button());
    await user.click(control.button());
    await user.keyboard('{ArrowDown}');
    expect(control.calls()).toBe(1);
    await control.arrive();
    expect(screen.getAllByRole('menu')).toHaveLength(1);
  });

  it('Escape before the code arrives forgets the press', async () => {
    const user = userEvent.setup();
    const control = setup();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await control.arrive();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(control.button().getAttribute('aria-expanded')).toBe('false');
  });

  it('a failed import keeps the stand-in; the next press tries again and opens the control', async () => {
    const user = userEvent.setup();
    const control = setup();
    await user.click(control.button());
    await act(async () =>
      control.imports[0]!.fail(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(screen.queryByRole('menu')).toBeNull();

    control.imports.push(held<typeof RealControl>());
    await user.click(control.button());
    expect(control.calls()).toBe(2);
    await control.arrive();
    expect(screen.getByRole('menu')).toBeTruthy();
  });

  it('a right-button press does not open the control', async () => {
    const control = setup();
    fireEvent.pointerDown(control.button(), { button: 2 });
    await control.arrive();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
