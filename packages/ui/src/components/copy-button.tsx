import { useEffect, useRef, useState } from 'react';

import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { Button } from './button.tsx';

/**
 * Copies a value a user must type elsewhere (a two-factor key, an identifier) to the clipboard. Its name says
 * what it copies ("Copy key") in its visible text, so speech input and screen readers agree; the result is
 * shown beside it for a moment in a polite live region ("Copied", or what to do when the browser refuses).
 */
export function CopyButton({
  value,
  label,
}: {
  value: string;
  /** What is copied, e.g. "key". */ label: string;
}) {
  const t = useMessages(kitMessages);
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
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {t('copy', { what: label })}
      </Button>
      <span role="status" className="text-xs text-muted-foreground">
        {state === 'idle' ? '' : t(state === 'copied' ? 'copied' : 'copyFailed')}
      </span>
    </span>
  );
}
