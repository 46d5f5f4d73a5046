import { useEffect, useRef, useState } from 'react';

import { TextInput } from '@console/ui';

const COMMIT_DELAY_MS = 300;

/**
 * The search box above a list. What is typed goes to the URL after a short pause (or at once on Enter),
 * so every search is a history entry Back returns to, without one per keystroke.
 */
export function ListSearchBox({
  value,
  onCommit,
  label,
  placeholder,
}: {
  value: string | undefined;
  onCommit: (value: string | undefined) => void;
  label: string;
  placeholder?: string;
}) {
  const [text, setText] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Back/Forward change the URL under the box: show what the URL says (adjusted while rendering).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed !== (value ?? '')) onCommit(trimmed === '' ? undefined : trimmed);
  };

  return (
    <TextInput
      type="search"
      // The `/` shortcut focuses the list's search box by this mark (features/command-palette).
      data-list-search
      aria-label={label}
      placeholder={placeholder ?? label}
      value={text}
      className="max-w-xs"
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), COMMIT_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
    />
  );
}
