import { conflict, invalidField, notFound } from '../http/errors.ts';
import { defineHandlers } from './context.ts';
import { rowOr404, staffMayChange, staffReads } from './staff-access.ts';

export const adminToolsHandlers = defineHandlers({
  getSettings: {
    handle({ db, caller }) {
      staffReads(caller);
      return { status: 200, body: { ...db.settings } };
    },
  },

  updateSettings: {
    handle({ db, caller, body }) {
      staffMayChange(db, caller);
      const roleId = body.default_predefined_role_id;
      if (roleId !== null && db.roles.get(roleId)?.org_id !== null) {
        throw invalidField(['default_predefined_role_id'], `Predefined role ${roleId} does not exist.`);
      }
      db.settings = { ...body };
      return { status: 200, body: { ...db.settings } };
    },
  },

  listCaches: {
    handle({ db, caller }) {
      staffReads(caller);
      return { status: 200, body: db.caches.map((c) => ({ ...c })) };
    },
  },

  flushAllCaches: {
    handle({ db, caller }) {
      staffMayChange(db, caller);
      const results = db.caches.map((c) => ({ name: c.name, flushed_keys: c.keys }));
      for (const cache of db.caches) Object.assign(cache, { keys: 0, size_bytes: 0 });
      return { status: 200, body: results };
    },
  },

  flushCache: {
    handle({ db, caller, params }) {
      staffMayChange(db, caller);
      const cache = db.caches.find((c) => c.name === params.cacheName);
      if (!cache) throw notFound('Cache');
      const flushed_keys = cache.keys;
      Object.assign(cache, { keys: 0, size_bytes: 0 });
      return { status: 200, body: { name: cache.name, flushed_keys } };
    },
  },

  runDiagnostics: {
    handle({ db, caller, body, now }) {
      staffMayChange(db, caller);
      // The SMS provider check warns, so the screen shows more than one outcome.
      const results = body.checks.map((check, i) => ({
        check,
        status: check === 'sms_provider' ? ('warning' as const) : ('ok' as const),
        duration_ms: 12 + i * 7,
        message: check === 'sms_provider' ? 'Delivery receipts are delayed by about 40 s.' : 'Healthy.',
      }));
      return { status: 200, body: { ran_at: new Date(now).toISOString(), results } };
    },
  },

  migrateAliasOrganization: {
    handle({ db, caller, body, now }) {
      staffMayChange(db, caller);
      const alias = rowOr404(db.aliases, body.alias_id, 'Alias');
      const target = rowOr404(db.organizations, body.target_organization_id, 'Organization');
      if (alias.org_id === target.id) throw conflict('The alias already belongs to this organisation.');
      if (body.primary_user_id !== null && db.users.get(body.primary_user_id)?.org_id !== target.id) {
        throw invalidField(
          ['primary_user_id'],
          'The primary user must be a user of the target organisation.',
        );
      }
      const from = alias.org_id;
      Object.assign(alias, { org_id: target.id, primary_user_id: body.primary_user_id });
      const mine = (row: { alias_id: number | null }) => row.alias_id === alias.id;
      const moved =
        db.virtualDesktops.filter(mine).length +
        db.virtualPhones.filter(mine).length +
        db.smsNumbers.filter(mine).length +
        db.fileShares.filter(mine).length;
      return {
        status: 200,
        body: {
          alias_id: alias.id,
          from_organization_id: from,
          to_organization_id: target.id,
          moved_services: moved,
          migrated_at: new Date(now).toISOString(),
        },
      };
    },
  },
});
