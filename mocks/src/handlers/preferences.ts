// Each person's preferences (the console's language), a user's and a staff member's kept apart. A person who
// never chose has the defaults: the language follows their browser (docs/product-rules.md#languages).
import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Preferences } from '../db/types.ts';
import { type Caller, defineHandlers, staffCaller, userCaller } from './context.ts';

type Schemas = components['schemas'];
const DEFAULTS: Preferences = { language: null };

/** The two operations of one half: whose map, and the caller's id in it. */
function preferenceOperations(of: (caller: Caller) => number, store: 'userPreferences' | 'staffPreferences') {
  return {
    get({ db, caller }: { db: Db; caller: Caller }) {
      return { status: 200 as const, body: { ...(db[store].get(of(caller)) ?? DEFAULTS) } };
    },
    update({ db, caller, body }: { db: Db; caller: Caller; body: Schemas['PreferencesUpdate'] }) {
      const id = of(caller);
      const next: Preferences = { ...(db[store].get(id) ?? DEFAULTS) };
      if (body.language !== undefined) next.language = body.language;
      db[store].set(id, next);
      return { status: 200 as const, body: { ...next } };
    },
  };
}

const user = preferenceOperations((caller) => userCaller(caller).user.id, 'userPreferences');
const staff = preferenceOperations((caller) => staffCaller(caller).staff.id, 'staffPreferences');

export const preferencesHandlers = defineHandlers({
  getOwnPreferences: { handle: user.get },
  updateOwnPreferences: { handle: user.update },
  getStaffPreferences: { handle: staff.get },
  updateStaffPreferences: { handle: staff.update },
});
