import { useEffect, useRef, useState } from 'react';
import { Button } from './button.tsx';

/**
 * Copies a value a user must type elsewhere (a two-factor key, an identifier) to the clipboard. Its name says
 * what it copies ("Copy key"); the result is announced in a polite live region ("Copied", or what to do when
 * the browser refuses) and shown for a moment on the button itself.
 */
export function CopyButton({
  value,
  label,
}: {
  value: string;
  /** What is copied, e.g. "key". */ label: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), 2_000);
  };
  return (
    <span className="inline-flex items-center gap-2">
      <Button variant="secondary" size="sm" aria-label={`Copy ${label}`} onClick={() => void copy()}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? 'Copied'
          : state === 'failed'
            ? 'Could not copy: select the text and copy it'
            : ''}
      </span>
    </span>
  );
}
