import { expect, type Locator } from '@playwright/test';

/**
 * Asserts that nothing lies over the element where a person would press it: the topmost element at its centre and
 * near its corners is the element itself or inside it (a toast, the trial card or a sticky bar over a button fails).
 */
export async function expectUncovered(target: Locator, what = 'the element') {
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeVisible();
  const covering = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = Math.min(4, box.width / 4, box.height / 4);
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === element || element.contains(hit))) {
        const label = hit?.closest('[role], [aria-label]');
        return `${hit?.tagName ?? 'nothing'} ${label?.getAttribute('aria-label') ?? label?.getAttribute('role') ?? ''} at (${Math.round(x)}, ${Math.round(y)})`;
      }
    }
    return null;
  });
  expect(covering, `${what} is covered by ${covering}`).toBeNull();
}
