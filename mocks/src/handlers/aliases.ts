import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Alias, SocialAccount } from '../db/types.ts';
import { forbidden, invalidField } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { holdsAny } from '../privileges.ts';
import { ALIAS_ACCESS, aliasScope, canSeeAlias, childOf, visibleAlias } from './alias-access.ts';
import { audit } from './audit.ts';
import { defineHandlers } from './context.ts';
import { shareStats } from './file-sharing.ts';
import { smsNumberView } from './sms-numbers.ts';
import { desktopView } from './virtual-desktops.ts';
import { phoneView } from './virtual-phones.ts';

type Schemas = components['schemas'];

export function aliasView(db: Db, alias: Alias): Schemas['Alias'] {
  const primary = alias.primary_user_id === null ? undefined : db.users.get(alias.primary_user_id);
  const mine = (row: { alias_id: number | null }) => row.alias_id === alias.id;
  return {
    id: alias.id,
    name: alias.name,
    email: alias.email,
    status: alias.status,
    primary_user_id: primary ? primary.id : null,
    primary_user_name: primary ? `${primary.first_name} ${primary.last_name}` : null,
    virtual_desktops_count: db.virtualDesktops.filter(mine).length,
    virtual_phones_count: db.virtualPhones.filter(mine).length,
    sms_numbers_count: db.smsNumbers.filter(mine).length,
    created_at: alias.created_at,
  };
}

function socialAccountView(account: SocialAccount): Schemas['SocialAccount'] {
  const { id, alias_id, platform, username, profile_url, email, status, updated_at } = account;
  return { id, alias_id, platform, username, profile_url, email, status, updated_at };
}

export function aliasDetailView(db: Db, alias: Alias, now: number): Schemas['AliasDetail'] {
  const mine = (row: { alias_id: number | null }) => row.alias_id === alias.id;
  const shares = db.fileShares.filter(mine);
  return {
    ...aliasView(db, alias),
    virtual_desktops: db.virtualDesktops.filter(mine).map((d) => desktopView(db, d, now)),
    virtual_phones: db.virtualPhones.filter(mine).map(phoneView),
    sms_numbers: db.smsNumbers.filter(mine).map((n) => smsNumberView(db, n)),
    social_accounts: db.socialAccounts.filter(mine).map(socialAccountView),
    file_sharing: {
      shares_count: shares.length,
      used_bytes: shares.reduce((sum, s) => sum + shareStats(db, s.id).size, 0),
      quota_bytes: alias.file_quota_bytes,
    },
  };
}

export const aliasesHandlers = defineHandlers({
  listAliases: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, query }) {
      const scope = aliasScope(caller);
      const rows = db.aliases.filter(
        (a) => canSeeAlias(scope, a) && (!query.status || a.status === query.status),
      );
      const page = paginate(rows, query, {
        searchIn: (a) => [a.name, a.email],
        sortBy: { name: (a) => a.name, created_at: (a) => a.created_at, status: (a) => a.status },
        defaultSort: 'name',
      });
      return { status: 200, body: { ...page, items: page.items.map((a) => aliasView(db, a)) } };
    },
  },

  getAlias: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params, now }) {
      return {
        status: 200,
        body: aliasDetailView(db, visibleAlias(db, aliasScope(caller), params.aliasId), now),
      };
    },
  },

  updateAlias: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params, body, now, request }) {
      const scope = aliasScope(caller);
      const alias = visibleAlias(db, scope, params.aliasId);
      if (body.primary_user_id !== alias.primary_user_id) {
        if (!holdsAny(scope.privileges, ['administrative:edit_alias_primary_user'])) {
          throw forbidden("You cannot change an alias's primary user.");
        }
        const primary = body.primary_user_id === null ? null : db.users.get(body.primary_user_id);
        if (primary === undefined || (primary && primary.org_id !== scope.user.org_id)) {
          throw invalidField(['primary_user_id'], `User ${body.primary_user_id} does not exist.`);
        }
      }
      if (db.aliases.find((a) => a.org_id === alias.org_id && a.id !== alias.id && a.name === body.name)) {
        throw invalidField(['name'], 'An alias with this name already exists.');
      }
      if (scope.prefixes && !scope.prefixes.some((p) => body.name.startsWith(p))) {
        throw invalidField(
          ['name'],
          `The name must start with ${scope.prefixes.map((p) => `'${p}'`).join(' or ')}.`,
        );
      }
      Object.assign(alias, {
        name: body.name,
        email: body.email.toLowerCase(),
        status: body.status,
        primary_user_id: body.primary_user_id,
      });
      audit(db, request, scope.user, 'alias.update', { type: 'alias', id: alias.id }, now);
      return { status: 200, body: aliasDetailView(db, alias, now) };
    },
  },

  getAliasGeneralEntity: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params }) {
      return { status: 200, body: { ...visibleAlias(db, aliasScope(caller), params.aliasId).entity } };
    },
  },

  updateAliasGeneralEntity: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params, body, now, request }) {
      const scope = aliasScope(caller);
      const alias = visibleAlias(db, scope, params.aliasId);
      alias.entity = { ...body };
      audit(db, request, scope.user, 'alias.update', { type: 'alias', id: alias.id }, now);
      return { status: 200, body: { ...alias.entity } };
    },
  },

  getAliasSocialAccount: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params }) {
      const alias = visibleAlias(db, aliasScope(caller), params.aliasId);
      return {
        status: 200,
        body: socialAccountView(
          childOf(db.socialAccounts.get(params.socialAccountId), alias, 'Social account'),
        ),
      };
    },
  },

  updateAliasSocialAccount: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params, body, now, request }) {
      const scope = aliasScope(caller);
      const alias = visibleAlias(db, scope, params.aliasId);
      const account = childOf(db.socialAccounts.get(params.socialAccountId), alias, 'Social account');
      Object.assign(account, {
        username: body.username,
        profile_url: body.profile_url,
        email: body.email,
        status: body.status,
        ...(body.password ? { password: body.password } : {}),
        updated_at: new Date(now).toISOString(),
      });
      audit(
        db,
        request,
        scope.user,
        'social_account.update',
        { type: 'social_account', id: account.id },
        now,
      );
      return { status: 200, body: socialAccountView(account) };
    },
  },
});
