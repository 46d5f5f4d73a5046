// A list's "Views" menu and "Columns" button, and their dialogs (docs/decisions/0033-saved-views-and-columns.md).
// The menu's label stays "Views" whatever is applied, so the toolbar never moves; the line under the toolbar
// names the applied view (view-status.tsx) (docs/product-rules.md#columns-and-views).
import { useState } from 'react';

import { Button, Menu, toast } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import type { ListView } from '~/lib/lists/list-views';

import { type ListViewsControl, offersColumnChoice } from '../list-views-control';
import { ColumnsDialog } from './columns-dialog';
import { useListViewMutations } from './list-views.mutations';
import { useRememberColumns } from './remember-columns';
import { ViewDialogs } from './view-dialogs';
import { explicitColumns, useAppliedView, useForgetAppliedView } from './view-state';
import { viewsMessages } from './views.messages';

type Open = 'columns' | 'save' | 'manage' | null;

export function ListViewsTools({ control }: { control: ListViewsControl }) {
  const t = useMessages(viewsMessages);
  const { query, views, applied, pick } = useAppliedView(control);
  useForgetAppliedView(control);
  const remember = useRememberColumns(control.audience, control.listKey);
  const { update } = useListViewMutations(control.audience, control.listKey);
  const [open, setOpen] = useState<Open>(null);
  const [loaded, setLoaded] = useState<Open[]>([]);
  const show = (which: Open) => {
    setLoaded((was) => (was.includes(which) ? was : [...was, which]));
    setOpen(which);
  };
  const close = () => setOpen(null);
  // What a view keeps: the list's state with its columns named, the list's own set too.
  const kept = { ...control.current, columns: explicitColumns(control.choices, control.current.columns) };
  const updateApplied = (view: ListView) =>
    update.mutate(
      { id: view.id, search: kept as ListView['search'] },
      { onSuccess: () => toast.success(t('viewUpdated', { name: view.name })) },
    );
  /** "✓ Active users (changed)": the view applied is ticked, and said to be changed once the list differs. */
  const labelOf = (view: ListView) => {
    const on = view === applied?.view;
    const changed = on && applied.changed ? t('changedMark', { view: view.name }) : view.name;
    const marked = view.is_default ? t('defaultMark', { view: changed }) : changed;
    return on ? t('appliedView', { view: marked }) : marked;
  };
  const disabled = (label: string) => ({ label, disabled: true, onSelect: () => undefined });
  const items = [
    ...(query.isPending
      ? [disabled(t('loadingViews'))]
      : query.isError
        ? [disabled(t('viewsFailed'))]
        : views.length === 0
          ? [disabled(t('noViews'))]
          : views.map((view) => ({
              label: labelOf(view),
              onSelect: () => {
                pick(view.id);
                control.apply(view.search);
              },
            }))),
    'separator' as const,
    ...(applied?.changed ? [{ label: t('updateView'), onSelect: () => updateApplied(applied.view) }] : []),
    { label: t(applied ? 'saveAsNew' : 'saveCurrent'), onSelect: () => show('save') },
    ...(views.length > 0 ? [{ label: t('manageViews'), onSelect: () => show('manage') }] : []),
  ];
  return (
    <>
      <Menu label={t('views')} items={items} align="end" />
      {offersColumnChoice(control.choices) && (
        <Button variant="secondary" onClick={() => show('columns')}>
          {t('columns')}
        </Button>
      )}
      {loaded.includes('columns') && (
        <ColumnsDialog
          open={open === 'columns'}
          onClose={close}
          choices={control.choices}
          value={control.columns}
          onChange={(columns) => {
            control.setColumns(columns);
            remember(columns);
          }}
        />
      )}
      {(loaded.includes('save') || loaded.includes('manage')) && (
        <ViewDialogs
          open={open === 'save' || open === 'manage' ? open : null}
          onClose={close}
          audience={control.audience}
          listKey={control.listKey}
          current={kept}
          views={views}
          title={t(applied ? 'saveAsNewTitle' : 'saveCurrentTitle')}
          onSaved={(view) => pick(view.id)}
        />
      )}
    </>
  );
}
