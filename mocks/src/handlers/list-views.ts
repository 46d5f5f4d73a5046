// Each person's saved list views, a user's and a staff member's kept apart
// (docs/decisions/0033-saved-views-and-columns.md).
import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Table } from '../db/table.ts';
import type { ListView } from '../db/types.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { type Caller, defineHandlers, staffCaller, userCaller } from './context.ts';

type Schemas = components['schemas'];
/** A person's views: their table (users' or staff members') and their id in it. */
interface Owner {
  views: Table<ListView>;
  id: number;
}

/** At most this many views per person and list. */
const MAX_VIEWS_PER_LIST = 50;
/** The stored search, as JSON, at most this long. */
export const MAX_SEARCH_CHARS = 4000;

const userOwner = (db: Db, caller: Caller): Owner => ({
  views: db.listViews,
  id: userCaller(caller).user.id,
});
const staffOwner = (db: Db, caller: Caller): Owner => ({
  views: db.staffListViews,
  id: staffCaller(caller).staff.id,
});
const owns = (owner: Owner) => (view: ListView) => view.owner_id === owner.id;

function listViewView(view: ListView): Schemas['ListView'] {
  const { owner_id: _owner, ...shown } = view;
  return { ...shown, search: { ...view.search } };
}

/** The caller's view, or 404 (another person's view is as missing as a deleted one). */
function ownView(owner: Owner, id: number): ListView {
  const view = owner.views.get(id);
  if (!view || !owns(owner)(view)) throw notFound('List view');
  return view;
}

/** Rules the schema cannot say: a name not blank and unique in the list, a search not too long. */
function checkView(owner: Owner, list: string, changes: { name?: string; search?: object }, id?: number) {
  if (changes.name !== undefined) {
    const name = changes.name.trim();
    if (name === '') throw invalidField(['name'], 'Give the view a name.');
    const taken = owner.views.find(
      (v) => owns(owner)(v) && v.list === list && v.id !== id && v.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) throw invalidField(['name'], `You already have a view named “${taken.name}” here.`);
  }
  if (changes.search !== undefined && JSON.stringify(changes.search).length > MAX_SEARCH_CHARS) {
    throw invalidField(['search'], `A view keeps at most ${MAX_SEARCH_CHARS} characters of search.`);
  }
}

/** Makes `view` the only default among its owner's views of its list. */
function soleDefault(owner: Owner, view: ListView) {
  for (const other of owner.views.filter((v) => owns(owner)(v) && v.list === view.list)) {
    if (other.id !== view.id) other.is_default = false;
  }
}

const byListAndName = (a: ListView, b: ListView) =>
  a.list.localeCompare(b.list) || a.name.localeCompare(b.name);

/** The four operations of one half, for the owner its caller names. */
function listViewOperations(ownerOf: (db: Db, caller: Caller) => Owner) {
  return {
    list({ db, caller, query }: { db: Db; caller: Caller; query: { list?: string } }) {
      const owner = ownerOf(db, caller);
      const views = owner.views.filter((v) => owns(owner)(v) && (!query.list || v.list === query.list));
      return { status: 200 as const, body: views.sort(byListAndName).map(listViewView) };
    },
    create({
      db,
      caller,
      body,
      now,
    }: {
      db: Db;
      caller: Caller;
      body: Schemas['ListViewCreate'];
      now: number;
    }) {
      const owner = ownerOf(db, caller);
      checkView(owner, body.list, body);
      if (owner.views.filter((v) => owns(owner)(v) && v.list === body.list).length >= MAX_VIEWS_PER_LIST) {
        throw invalidField(['list'], `A list keeps at most ${MAX_VIEWS_PER_LIST} views; delete one first.`);
      }
      const at = new Date(now).toISOString();
      const view = owner.views.insert({
        owner_id: owner.id,
        list: body.list,
        name: body.name.trim(),
        search: { ...body.search },
        is_default: body.is_default ?? false,
        created_at: at,
        updated_at: at,
      });
      if (view.is_default) soleDefault(owner, view);
      return { status: 201 as const, body: listViewView(view) };
    },
    update({
      db,
      caller,
      params,
      body,
      now,
    }: {
      db: Db;
      caller: Caller;
      params: { viewId: number };
      body: Schemas['ListViewUpdate'];
      now: number;
    }) {
      const owner = ownerOf(db, caller);
      const view = ownView(owner, params.viewId);
      checkView(owner, view.list, body, view.id);
      if (body.name !== undefined) view.name = body.name.trim();
      if (body.search !== undefined) view.search = { ...body.search };
      if (body.is_default !== undefined) view.is_default = body.is_default;
      view.updated_at = new Date(now).toISOString();
      if (view.is_default) soleDefault(owner, view);
      return { status: 200 as const, body: listViewView(view) };
    },
    remove({ db, caller, params }: { db: Db; caller: Caller; params: { viewId: number } }) {
      const owner = ownerOf(db, caller);
      owner.views.delete(ownView(owner, params.viewId).id);
      return { status: 204 as const, body: undefined };
    },
  };
}

const user = listViewOperations(userOwner);
const staff = listViewOperations(staffOwner);

export const listViewsHandlers = defineHandlers({
  listListViews: { handle: user.list },
  createListView: { handle: user.create },
  updateListView: { handle: user.update },
  deleteListView: { handle: user.remove },
  listStaffListViews: { handle: staff.list },
  createStaffListView: { handle: staff.create },
  updateStaffListView: { handle: staff.update },
  deleteStaffListView: { handle: staff.remove },
});

/** One saved view each for the owner persona and the first staff member, so every operation has one to act on. */
export function seedListViews(db: Db, at: string) {
  const owner = db.users.find((u) => u.email === 'owner@acme.test');
  const view = { search: { sort: '-created_at' }, is_default: false, created_at: at, updated_at: at };
  if (owner) db.listViews.insert({ ...view, owner_id: owner.id, list: 'users', name: 'Newest first' });
  const staff = db.staff.get(1);
  if (staff)
    db.staffListViews.insert({
      ...view,
      owner_id: staff.id,
      list: 'admin-organizations',
      name: 'Newest first',
    });
}
