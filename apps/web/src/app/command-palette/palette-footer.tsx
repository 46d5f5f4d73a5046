import { useMessages } from '@console/ui/i18n';

import { paletteMessages } from './palette.messages';

/** The palette's foot: how many results (a polite live region), the keys to use, and the way to every shortcut. */
export function PaletteFooter({ status, onShowShortcuts }: { status: string; onShowShortcuts: () => void }) {
  const t = useMessages(paletteMessages);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border px-4 py-2 text-xs text-fg-muted">
      <p role="status" aria-live="polite" data-testid="palette-status">
        {status}
      </p>
      <p className="hidden sm:block">
        <kbd>↑</kbd> <kbd>↓</kbd> {t('hintMove')} · <kbd>{t('keyEnter')}</kbd> {t('hintOpen')} ·{' '}
        <kbd>{t('keyEscape')}</kbd> {t('hintClose')} ·{' '}
        <button type="button" className="underline hover:text-fg" onClick={onShowShortcuts}>
          {t('allShortcuts')}
        </button>
      </p>
    </div>
  );
}
