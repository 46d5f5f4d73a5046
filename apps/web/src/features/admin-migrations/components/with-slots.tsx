import { Fragment, type ReactNode } from 'react';

// Marks the values of a translated sentence that are shown as elements (a link, bold text), wherever the
// language puts them in the sentence.
const MARK = '\u2063';

/** The value to give a message for slot `index`: `withSlots` puts `slots[index]` there. */
export const slot = (index: number) => `${MARK}${index}${MARK}`;

/** `text` (a message whose values were `slot(i)`) with each slot replaced by `slots[i]`. */
export function withSlots(text: string, slots: ReactNode[]): ReactNode[] {
  return text
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={i}>{slots[Number(part)]}</Fragment> : part));
}
