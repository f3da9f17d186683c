import { describe, expect, it } from 'vitest';
import { KEY_SCROLL_STEP, keyScroll } from './keyboard-scroll';

function press(key: string, overrides: Partial<Parameters<typeof keyScroll>[0]> = {}) {
  return keyScroll({
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
    target: null,
    ...overrides,
  });
}

/** A stand-in for a DOM element: `closest` answers whether it sits in a field. */
function element(inField: boolean, isContentEditable = false) {
  return { isContentEditable, closest: () => (inField ? {} : null) } as unknown as EventTarget;
}

describe('keyScroll', () => {
  it('moves 200 px down with ArrowDown and PageDown, up with ArrowUp and PageUp', () => {
    expect(KEY_SCROLL_STEP).toBe(200);
    expect(press('ArrowDown')).toEqual({ by: 200 });
    expect(press('PageDown')).toEqual({ by: 200 });
    expect(press('ArrowUp')).toEqual({ by: -200 });
    expect(press('PageUp')).toEqual({ by: -200 });
  });

  it('goes to the top with Home and to the bottom with End', () => {
    expect(press('Home')).toEqual({ to: 'top' });
    expect(press('End')).toEqual({ to: 'bottom' });
  });

  it('ignores other keys', () => {
    expect(press('ArrowLeft')).toBeNull();
    expect(press('Enter')).toBeNull();
    expect(press(' ')).toBeNull();
  });

  it('leaves keys typed into a field or an editable element to the browser', () => {
    expect(press('End', { target: element(true) })).toBeNull();
    expect(press('ArrowDown', { target: element(false, true) })).toBeNull();
    expect(press('ArrowDown', { target: element(false) })).toEqual({ by: 200 });
  });

  it('leaves combinations with modifiers and handled events alone', () => {
    expect(press('End', { ctrlKey: true })).toBeNull();
    expect(press('ArrowDown', { shiftKey: true })).toBeNull();
    expect(press('Home', { metaKey: true })).toBeNull();
    expect(press('PageDown', { altKey: true })).toBeNull();
    expect(press('End', { defaultPrevented: true })).toBeNull();
  });
});
