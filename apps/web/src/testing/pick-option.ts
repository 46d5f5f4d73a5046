import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types into a combobox and clicks the named option, as a person picks from a searchable select.
 *
 * Headless UI hands focus back to the combobox's input one animation frame after an option is clicked. A test that
 * goes straight on to type into another field can be overtaken by that frame: focus jumps back mid-word and the
 * rest of the keystrokes land in the first combobox (no person types that fast). Waiting for the next frame lets
 * the hand-back run first: frames run their callbacks in the order they were asked for.
 */
export async function pickOption(
  user: UserEvent,
  combobox: HTMLElement,
  typed: string,
  option: string | RegExp,
): Promise<void> {
  await user.type(combobox, typed);
  await user.click(await screen.findByRole('option', { name: option }));
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}
