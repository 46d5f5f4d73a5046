import { Fragment } from 'react';

import { Dialog } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { consoleMenuMessages } from '~/lib/access/console-menu.messages';
import { staffMenuMessages } from '~/lib/access/staff-menu.messages';

import { paletteMessages } from './palette.messages';
import { goLabel, keyLabel, type Shortcut } from './shortcuts';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

const GROUP_TITLES = { General: 'shortcutGroupGeneral', 'Go to': 'shortcutGroupGoTo' } as const;

/** A shortcut's name: a `go` shortcut's is its screen's sidebar entry. */
function useShortcutName() {
  const t = useMessages(paletteMessages);
  const consoleMenu = useMessages(consoleMenuMessages);
  const staffMenu = useMessages(staffMenuMessages);
  return (shortcut: Shortcut): string => {
    if (shortcut.action.kind !== 'go') return shortcut.label ? t(shortcut.label) : '';
    const screen = goLabel(shortcut.action);
    return screen.area === 'console' ? consoleMenu(screen.label) : staffMenu(screen.label);
  };
}

/** The `?` sheet: every shortcut the viewer may use, drawn from the one table (shortcuts.ts). */
export function ShortcutSheet({
  open,
  onClose,
  shortcuts,
}: {
  open: boolean;
  onClose: () => void;
  shortcuts: readonly Shortcut[];
}) {
  const t = useMessages(paletteMessages);
  const nameOf = useShortcutName();
  const mac = isMac();
  const keyNames = { control: t('keyControl'), escape: t('keyEscape') };
  const groups = [...new Set(shortcuts.map((s) => s.group))];
  return (
    <Dialog open={open} onClose={onClose} title={t('shortcutsTitle')}>
      <div className="space-y-5">
        {groups.map((group) => (
          <section key={group} aria-labelledby={`shortcut-group-${group.replace(' ', '-')}`}>
            <h3
              id={`shortcut-group-${group.replace(' ', '-')}`}
              className="mb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase"
            >
              {t(GROUP_TITLES[group])}
            </h3>
            <dl className="divide-y divide-border text-sm">
              {shortcuts
                .filter((s) => s.group === group)
                .map((shortcut) => (
                  <div key={shortcut.id} className="flex items-center justify-between gap-4 py-1.5">
                    <dt>{nameOf(shortcut)}</dt>
                    <dd className="flex shrink-0 items-center gap-1 text-xs text-fg-muted">
                      {shortcut.keys.map((key, index) => (
                        <Fragment key={index}>
                          {index > 0 && <span>{t('then')}</span>}
                          <kbd className="rounded border border-border-strong bg-surface-muted px-1.5 py-0.5 font-mono text-fg">
                            {keyLabel(key, mac, keyNames)}
                          </kbd>
                        </Fragment>
                      ))}
                    </dd>
                  </div>
                ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
