import { Fragment } from 'react';

import { Dialog } from '@console/ui';

import { keyLabel, type Shortcut } from './shortcuts';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

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
  const mac = isMac();
  const groups = [...new Set(shortcuts.map((s) => s.group))];
  return (
    <Dialog open={open} onClose={onClose} title="Keyboard shortcuts">
      <div className="space-y-5">
        {groups.map((group) => (
          <section key={group} aria-labelledby={`shortcut-group-${group.replace(' ', '-')}`}>
            <h3
              id={`shortcut-group-${group.replace(' ', '-')}`}
              className="mb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase"
            >
              {group}
            </h3>
            <dl className="divide-y divide-border text-sm">
              {shortcuts
                .filter((s) => s.group === group)
                .map((shortcut) => (
                  <div key={shortcut.id} className="flex items-center justify-between gap-4 py-1.5">
                    <dt>{shortcut.label}</dt>
                    <dd className="flex shrink-0 items-center gap-1 text-xs text-fg-muted">
                      {shortcut.keys.map((key, index) => (
                        <Fragment key={index}>
                          {index > 0 && <span>then</span>}
                          <kbd className="rounded border border-border-strong bg-surface-muted px-1.5 py-0.5 font-mono text-fg">
                            {keyLabel(key, mac)}
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
