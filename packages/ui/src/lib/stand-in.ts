// A control that a screen draws often and opens seldom (a row's menu, a list's filter) is first a plain
// stand-in button that looks and reads like the real one. The real control's code (Headless UI, its
// positioning and portal) is fetched when the pointer comes near or the focus arrives, and the real control
// takes the stand-in's place when it is pressed, focused and open (budget, decision 0010).
import { type KeyboardEvent, useEffect, useRef } from 'react';

/** The stand-in's handlers: `load` fetches the real control's code, `press` swaps it in. */
export function standInHandlers(load: () => Promise<unknown>, press: () => void) {
  return {
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: press,
    // Enter and Space arrive as a click; the arrow keys open a menu or a listbox too.
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      press();
    },
  };
}

/**
 * For the real control once it replaced a pressed stand-in: its button takes the focus and is pressed, once
 * (also where effects run twice, in React's strict mode); not when it came without a press. Put the returned
 * ref on a `contents` span around it.
 */
export function useOpenOnArrival(pressed = true) {
  const holder = useRef<HTMLSpanElement>(null);
  const opened = useRef(!pressed);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const button = holder.current?.querySelector('button');
    button?.focus();
    button?.click();
  }, []);
  return holder;
}
