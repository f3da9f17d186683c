/**
 * For Radix's `onCloseAutoFocus`: a dialog, menu or list that closes hands the focus back to its trigger, but only
 * while nothing else has it. The close runs after the closing animation, which on a slow phone can end after the
 * person has already tapped the next field and started typing; taking the focus back then would send the rest of
 * their typing to the trigger ('3290' typed into a price after choosing a unit became '3,29').
 */
export function returnFocusUnlessMoved(event: Event): void {
  const focused = document.activeElement;
  if (focused && focused !== document.body) event.preventDefault();
}
