// Which columns a list shows and in which order, kept in the URL's `columns`
// (docs/decisions/0033-saved-views-and-columns.md). Every change applies at once; buttons move a column, so
// the order is set with the keyboard as well as the mouse.
import { useLayoutEffect, useRef, useState } from 'react';

import { Button, Checkbox, Dialog } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { readColumnLayout, writeColumnLayout } from '~/lib/lists/column-layout';

import { viewsMessages } from './views.messages';

export interface ColumnsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The list's columns in its own order; the first identifies a row and is always shown. */
  choices: ReadonlyArray<{ id: string; label: string }>;
  /** The URL's `columns` (lib/lists/column-layout.ts). */
  value: string | undefined;
  /** The new `columns`: undefined when it is the list's own. */
  onChange: (value: string | undefined) => void;
}

export function ColumnsDialog({ open, onClose, choices, value, onChange }: ColumnsDialogProps) {
  const t = useMessages(viewsMessages);
  // The layout last chosen here, until the URL has it: a second press before the URL has taken the first
  // builds on it, not on the URL's older value (which would lose the first move on a slow device).
  const [sent, setSent] = useState<{ value: string | undefined } | null>(null);
  if (sent && sent.value === value) setSent(null);
  const current = sent ? sent.value : value;
  const change = (next: string | undefined) => {
    setSent({ value: next });
    onChange(next);
  };
  // A hidden column keeps its place, so one shown again comes back where it was left.
  const { order: columns, hidden } = readColumnLayout(choices, current);
  const order = columns.map((c) => c.id);
  const labelOf = (id: string) => choices.find((c) => c.id === id)?.label ?? id;
  const identifying = choices[0]?.id;
  // A moved row's button keeps the focus (React may re-insert its row, which drops it); at either end,
  // where that button turns disabled, the other one takes it.
  const list = useRef<HTMLOListElement>(null);
  const refocus = useRef<{ id: string; by: -1 | 1 } | null>(null);
  useLayoutEffect(() => {
    const moved = refocus.current;
    refocus.current = null;
    if (!moved || !list.current) return;
    const buttons = [
      list.current.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${moved.by}"]`),
      list.current.querySelector<HTMLButtonElement>(`[data-move="${moved.id}:${-moved.by}"]`),
    ];
    buttons.find((b) => b && !b.disabled)?.focus();
  });
  const move = (index: number, by: -1 | 1) => {
    refocus.current = { id: order[index] as string, by };
    const next = [...order];
    [next[index], next[index + by]] = [next[index + by] as string, next[index] as string];
    change(writeColumnLayout(choices, next, hidden));
  };
  const toggle = (id: string, show: boolean) => {
    const next = new Set(hidden);
    if (show) next.delete(id);
    else next.add(id);
    change(writeColumnLayout(choices, order, next));
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('columns')}
      description={t('columnsText', { column: labelOf(identifying ?? '') })}
      footer={
        <>
          <Button variant="secondary" onClick={() => change(undefined)}>
            {t('resetColumns')}
          </Button>
          <Button onClick={onClose}>{t('done')}</Button>
        </>
      }
    >
      <ol ref={list} className="divide-y divide-border" aria-label={t('columnsInOrder')}>
        {order.map((id, index) => (
          <li key={id} className="flex items-center gap-2 py-1.5">
            <Checkbox
              className="grow"
              label={labelOf(id)}
              checked={!hidden.has(id)}
              disabled={id === identifying}
              onChange={(checked) => toggle(id, checked)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('moveUp', { column: labelOf(id) })}
              data-move={`${id}:-1`}
              disabled={index === 0}
              onClick={() => move(index, -1)}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('moveDown', { column: labelOf(id) })}
              data-move={`${id}:1`}
              disabled={index === order.length - 1}
              onClick={() => move(index, 1)}
            >
              ↓
            </Button>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
