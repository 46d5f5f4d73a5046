// A list's "Views" menu and "Columns" button, and their dialogs (docs/decisions/0033-saved-views-and-columns.md).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { Button, Menu } from '@console/ui';

import { type ListView, listViewsQuery } from '~/lib/lists/list-views';

import { type ListViewsControl, offersColumnChoice } from '..';
import { ColumnsDialog } from './columns-dialog';
import { ViewDialogs } from './view-dialogs';

const sameSearch = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

type Open = 'columns' | 'save' | 'manage' | null;

export function ListViewsTools({ control }: { control: ListViewsControl }) {
  const views = useQuery(listViewsQuery(control.audience, control.listKey));
  const [open, setOpen] = useState<Open>(null);
  const [loaded, setLoaded] = useState<Open[]>([]);
  const show = (which: Open) => {
    setLoaded((was) => (was.includes(which) ? was : [...was, which]));
    setOpen(which);
  };
  const close = () => setOpen(null);
  const list = views.data ?? [];
  const applied = list.find((view) => sameSearch(view.search, control.current));
  const items = [
    ...(views.isPending
      ? [{ label: 'Loading views…', disabled: true, onSelect: () => undefined }]
      : views.isError
        ? [{ label: 'Views could not be loaded', disabled: true, onSelect: () => undefined }]
        : list.length === 0
          ? [{ label: 'No saved views yet', disabled: true, onSelect: () => undefined }]
          : list.map((view: ListView) => ({
              label: `${view === applied ? '✓ ' : ''}${view.name}${view.is_default ? ' (default)' : ''}`,
              onSelect: () => control.apply(view.search),
            }))),
    'separator' as const,
    { label: 'Save current view…', onSelect: () => show('save') },
    ...(list.length > 0 ? [{ label: 'Rename or delete views…', onSelect: () => show('manage') }] : []),
  ];
  return (
    <>
      <Menu label={applied ? `View: ${applied.name}` : 'Views'} items={items} align="end" />
      {offersColumnChoice(control.choices) && (
        <Button variant="secondary" onClick={() => show('columns')}>
          Columns
        </Button>
      )}
      {loaded.includes('columns') && (
        <ColumnsDialog
          open={open === 'columns'}
          onClose={close}
          choices={control.choices}
          value={control.columns}
          onChange={control.setColumns}
        />
      )}
      {(loaded.includes('save') || loaded.includes('manage')) && (
        <ViewDialogs
          open={open === 'save' || open === 'manage' ? open : null}
          onClose={close}
          audience={control.audience}
          listKey={control.listKey}
          current={control.current}
          views={list}
        />
      )}
    </>
  );
}
