// "Save current view…" ("Save as new view…") and "Rename or delete views…" of a list's Views menu
// (docs/decisions/0033-saved-views-and-columns.md).
import { type FormEvent, useState } from 'react';

import { Button, Checkbox, ConfirmDialog, Dialog, FormField, TextInput, toast } from '@console/ui';

import type { ListView, ViewAudience } from '~/lib/lists/list-views';

import { nameRefusal, useListViewMutations } from './list-views.mutations';

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
          toast.success(`The view “${view.name}” is saved.`);
          onSaved(view);
          close();
        },
      },
    );
  };
  const error = nameRefusal(create.error);
  return (
    <Dialog
      open={open === 'save'}
      onClose={close}
      title={title}
      description="Keeps this list's filters, search, sort and columns under a name. Only you see your views."
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField label="Name" error={error}>
          <TextInput
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={MAX_NAME}
            autoComplete="off"
          />
        </FormField>
        <Checkbox
          label="Open the list with this view"
          description="Your default view: it applies when you open the list without filters."
          checked={isDefault}
          onChange={setIsDefault}
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save view
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ManageViewsDialog({ open, onClose, views, writes }: ViewDialogsProps & { writes: Writes }) {
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [deleting, setDeleting] = useState<ListView | null>(null);
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    writes.update.mutate(renaming, {
      onSuccess: (view) => {
        toast.success(`The view is renamed “${view.name}”.`);
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
        title="Your views of this list"
        footer={<Button onClick={onClose}>Done</Button>}
      >
        {views.length === 0 ? (
          <p className="text-sm text-fg-muted">No saved views left.</p>
        ) : (
          <ul className="divide-y divide-border">
            {views.map((view) =>
              renaming?.id === view.id ? (
                <li key={view.id} className="py-2">
                  <form onSubmit={rename} className="flex flex-wrap items-end gap-2" noValidate>
                    <FormField
                      label={`New name for “${view.name}”`}
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
                      Save name
                    </Button>
                    <Button type="button" size="sm" variant="secondary" onClick={() => setRenaming(null)}>
                      Cancel
                    </Button>
                  </form>
                </li>
              ) : (
                <li key={view.id} className="flex flex-wrap items-center gap-2 py-2">
                  <span className="grow font-medium">
                    {view.name}
                    {view.is_default && <span className="ms-2 text-sm text-fg-muted">(default)</span>}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={view.is_default ? `Stop opening with ${view.name}` : `Open with ${view.name}`}
                    onClick={() => writes.update.mutate({ id: view.id, is_default: !view.is_default })}
                  >
                    {view.is_default ? 'Not default' : 'Make default'}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Rename ${view.name}`}
                    onClick={() => startRename(view)}
                  >
                    Rename
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${view.name}`}
                    onClick={() => setDeleting(view)}
                  >
                    Delete
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
        title="Delete this view?"
        message={`“${deleting?.name ?? ''}” goes from your views. The list and its rows do not change.`}
        confirmLabel="Delete view"
        busy={writes.remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          writes.remove.mutate(deleting.id, {
            onSuccess: () => toast.success(`The view “${deleting.name}” is deleted.`),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
