// "Save current view…" ("Save as new view…") and "Rename or delete views…" of a list's Views menu
// (docs/decisions/0033-saved-views-and-columns.md).
import { type FormEvent, useState } from 'react';

import { Button, Checkbox, ConfirmDialog, Dialog, FormField, TextInput, toast } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import type { ListView, ViewAudience } from '~/lib/lists/list-views';

import { nameRefusal, useListViewMutations } from './list-views.mutations';
import { viewsMessages } from './views.messages';

export interface ViewDialogsProps {
  open: 'save' | 'manage' | null;
  onClose: () => void;
  audience: ViewAudience;
  listKey: string;
  /** The URL's search as the view keeps it. */
  current: Record<string, unknown>;
  views: readonly ListView[];
  /** "Save current view", or "Save as new view" while a view is applied. */
  title: string;
  /** A view was saved (it is the one applied now). */
  onSaved: (view: ListView) => void;
}

const MAX_NAME = 60;

export function ViewDialogs(props: ViewDialogsProps) {
  const writes = useListViewMutations(props.audience, props.listKey);
  return (
    <>
      <SaveViewDialog {...props} create={writes.create} />
      <ManageViewsDialog {...props} writes={writes} />
    </>
  );
}

type Writes = ReturnType<typeof useListViewMutations>;

function SaveViewDialog({
  open,
  onClose,
  listKey,
  current,
  title,
  onSaved,
  create,
}: ViewDialogsProps & { create: Writes['create'] }) {
  const t = useMessages(viewsMessages);
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const close = () => {
    create.reset();
    setName('');
    setIsDefault(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { list: listKey, name, search: current as ListView['search'], is_default: isDefault },
      {
        onSuccess: (view) => {
          toast.success(t('viewSaved', { name: view.name }));
          onSaved(view);
          close();
        },
      },
    );
  };
  const error = nameRefusal(create.error);
  return (
    <Dialog open={open === 'save'} onClose={close} title={title} description={t('saveText')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField label={t('name')} error={error}>
          <TextInput
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={MAX_NAME}
            autoComplete="off"
          />
        </FormField>
        <Checkbox
          label={t('openWithView')}
          description={t('openWithViewDescription')}
          checked={isDefault}
          onChange={setIsDefault}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('saveView')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ManageViewsDialog({ open, onClose, views, writes }: ViewDialogsProps & { writes: Writes }) {
  const t = useMessages(viewsMessages);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<ListView | null>(null);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    writes.update.mutate(renaming, {
      onSuccess: (view) => {
        toast.success(t('viewRenamed', { name: view.name }));
        setRenaming(null);
      },
    });
  };
  const startRename = (view: ListView) => {
    writes.update.reset();
    setRenaming({ id: view.id, name: view.name });
  };
  return (
    <>
      <Dialog
        open={open === 'manage' && !deleting}
        onClose={onClose}
        title={t('manageTitle')}
        footer={<Button onClick={onClose}>{t('done')}</Button>}
      >
        {views.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('noViewsLeft')}</p>
        ) : (
          <ul className="divide-y divide-border">
            {views.map((view) =>
              renaming?.id === view.id ? (
                <li key={view.id} className="py-2">
                  <form onSubmit={rename} className="flex flex-wrap items-end gap-2" noValidate>
                    <FormField
                      label={t('newNameFor', { name: view.name })}
                      error={nameRefusal(writes.update.error)}
                      className="grow"
                    >
                      <TextInput
                        value={renaming.name}
                        onChange={(e) => setRenaming({ id: view.id, name: e.target.value })}
                        maxLength={MAX_NAME}
                        autoComplete="off"
                      />
                    </FormField>
                    <Button type="submit" size="sm" loading={writes.update.isPending}>
                      {t('saveName')}
                    </Button>
                    <Button type="button" size="sm" variant="secondary" onClick={() => setRenaming(null)}>
                      {t('cancel')}
                    </Button>
                  </form>
                </li>
              ) : (
                <li key={view.id} className="flex flex-wrap items-center gap-2 py-2">
                  <span className="grow font-medium">
                    {view.name}
                    {view.is_default && (
                      <span className="ms-2 text-sm text-fg-muted">{t('defaultView')}</span>
                    )}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t(view.is_default ? 'stopOpeningWith' : 'openWith', { name: view.name })}
                    onClick={() => writes.update.mutate({ id: view.id, is_default: !view.is_default })}
                  >
                    {t(view.is_default ? 'notDefault' : 'makeDefault')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('renameView', { name: view.name })}
                    onClick={() => startRename(view)}
                  >
                    {t('rename')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('deleteView', { name: view.name })}
                    onClick={() => setDeleting(view)}
                  >
                    {t('delete')}
                  </Button>
                </li>
              ),
            )}
          </ul>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('deleteTitle')}
        message={t('deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('deleteConfirm')}
        busy={writes.remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          writes.remove.mutate(deleting.id, {
            onSuccess: () => toast.success(t('viewDeleted', { name: deleting.name })),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
