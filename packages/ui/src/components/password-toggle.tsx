import { cx, focusRing } from '../lib/cx.ts';

/**
 * The Show/Hide button inside a password field, named for what pressing it will do (GOV.UK pattern). Plain
 * elements only, so that public pages without Headless UI can use it too.
 */
export function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      // The visible word starts the name (WCAG 2.5.3), the rest says what is shown.
      aria-label={visible ? 'Hide password' : 'Show password'}
      onClick={onToggle}
      className={cx(
        'absolute inset-y-1 end-1 rounded px-2 text-xs font-medium text-fg-muted hover:text-fg',
        focusRing,
      )}
    >
      {visible ? 'Hide' : 'Show'}
    </button>
  );
}
