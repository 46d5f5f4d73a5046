import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Alias, Organization, Settings } from '../db/types.ts';
import {
  conflict,
  HttpError,
  invalid,
  invalidField,
  notFound,
  type ValidationIssue,
} from '../http/errors.ts';
import { aliasPrefixes } from '../privileges.ts';
import type { MockState } from '../state.ts';
import { defineHandlers } from './context.ts';
import { rowOr404, staffReads } from './staff-access.ts';
import { diff, PLATFORM_ORG_ID, staffAudit } from './staff-audit.ts';

type Schemas = components['schemas'];
type Check = Schemas['DiagnosticCheck'];
type DiagnosticResult = Schemas['DiagnosticResult'];

/**
 * Arm with `POST /__mock/faults {"operationId":"migrateAliasOrganization.midway"}`: the next migration
 * fails after the alias has moved and before the audit entry, so a test can see the rollback.
 */
export const MIGRATION_MIDWAY_FAULT = 'migrateAliasOrganization.midway';

const DIAGNOSTICS: Record<Check, { name: string; description: string; ms: number; warn?: string }> = {
  database: { name: 'Database', description: 'Connects and runs a read query.', ms: 12 },
  cache: { name: 'Cache', description: 'Writes and reads back a key in every cache.', ms: 4 },
  identity_provider: {
    name: 'Staff sign-in',
    description: 'Fetches the identity provider’s sign-in page.',
    ms: 95,
  },
  email_provider: {
    name: 'E-mail delivery',
    description: 'Sends a test message through the e-mail provider.',
    ms: 180,
  },
  sms_provider: {
    name: 'SMS delivery',
    description: 'Sends a test text through each SMS provider.',
    ms: 240,
    warn: 'Delivery receipts are delayed by about 40 s.',
  },
  desktop_hosts: {
    name: 'Desktop back end',
    description: 'Asks every desktop host for its health.',
    ms: 840,
  },
  file_storage: { name: 'File storage', description: 'Writes, reads and deletes a small file.', ms: 60 },
};

/** Last result per check, per database (a reset starts over). */
const lastResults = new WeakMap<Db, Map<Check, DiagnosticResult>>();

function resultsOf(db: Db): Map<Check, DiagnosticResult> {
  let results = lastResults.get(db);
  if (!results) lastResults.set(db, (results = new Map()));
  return results;
}

/** Rules across fields that the schema cannot express, each as a 422 on its field. */
function settingsIssues(db: Db, s: Settings): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const add = (loc: (string | number)[], msg: string) =>
    issues.push({ loc: ['body', ...loc], msg, type: 'value_error' });
  if (s.maintenance_mode && !s.maintenance_message.trim())
    add(['maintenance_message'], 'Write the message users see while maintenance is on.');
  if (s.access_token_ttl_seconds >= s.refresh_token_ttl_days * 86_400)
    add(['access_token_ttl_seconds'], 'The access token must expire before the refresh token.');
  if (s.file_sharing_quota_bytes > 0 && s.max_upload_bytes > s.file_sharing_quota_bytes)
    add(['max_upload_bytes'], 'An upload cannot be larger than the file-sharing quota of an alias.');
  const roleId = s.default_predefined_role_id;
  if (roleId !== null && db.roles.get(roleId)?.org_id !== null)
    add(['default_predefined_role_id'], `Predefined role ${roleId} does not exist.`);
  const { min_length } = s.password_policy;
  if (min_length < 8 || min_length > 128)
    add(['password_policy', 'min_length'], 'The minimum length must be between 8 and 128.');
  return issues;
}

interface MigrationPlan {
  alias: Alias;
  from: Organization;
  target: Organization;
  primaryUserId: number | null;
}

/** The checks the move and its preview share, so a dry run answers exactly what the run would. */
function planMigration(db: Db, body: Schemas['AliasMigrationRequest']): MigrationPlan {
  const alias = rowOr404(db.aliases, body.alias_id, 'Alias');
  const target = rowOr404(db.organizations, body.target_organization_id, 'Organization');
  const from = db.organizations.get(alias.org_id);
  if (!from) throw notFound('Organization');
  if (alias.org_id === target.id) throw conflict('The alias already belongs to this organization.');
  if (db.aliases.find((a) => a.org_id === target.id && a.name === alias.name))
    throw conflict(`${target.name} already has an alias named ${alias.name}.`);
  if (body.primary_user_id !== null && db.users.get(body.primary_user_id)?.org_id !== target.id) {
    throw invalidField(['primary_user_id'], 'The primary user must be a user of the target organization.');
  }
  return { alias, from, target, primaryUserId: body.primary_user_id };
}

const fullName = (db: Db, userId: number | null) => {
  const user = userId === null ? undefined : db.users.get(userId);
  return user ? `${user.first_name} ${user.last_name}` : null;
};

function preview(db: Db, plan: MigrationPlan): Schemas['AliasMigrationPreview'] {
  const { alias, from, target } = plan;
  const mine = <T extends { alias_id: number | null }>(row: T) => row.alias_id === alias.id;
  const reaches = (privileges: readonly string[]) => {
    const prefixes = aliasPrefixes(privileges);
    return prefixes === null || prefixes.some((p) => alias.name.startsWith(p));
  };
  const users_losing_access = db.users
    .filter((u) => u.org_id === from.id)
    .map((u) => ({
      user: u,
      roles: u.role_ids
        .map((id) => db.roles.get(id))
        .filter((r) => r !== undefined && reaches(r.privileges))
        .map((r) => r?.name ?? ''),
    }))
    .filter(({ roles }) => roles.length > 0)
    .map(({ user, roles }) => ({
      user_id: user.id,
      full_name: `${user.first_name} ${user.last_name}`,
      email: user.email,
      roles,
    }));
  return {
    alias_id: alias.id,
    alias_name: alias.name,
    from_organization_id: from.id,
    from_organization_name: from.name,
    to_organization_id: target.id,
    to_organization_name: target.name,
    primary_user_before: fullName(db, alias.primary_user_id),
    primary_user_after: fullName(db, plan.primaryUserId),
    virtual_desktops: db.virtualDesktops.filter(mine).map(({ id, name }) => ({ id, name })),
    virtual_phones: db.virtualPhones.filter(mine).map(({ id, number }) => ({ id, name: number })),
    sms_numbers: db.smsNumbers.filter(mine).map(({ id, number }) => ({ id, name: number })),
    file_shares: db.fileShares.filter(mine).map(({ id, name }) => {
      const files = db.sharedFiles.filter((f) => f.share_id === id);
      return { id, name, files_count: files.length, size_bytes: files.reduce((n, f) => n + f.size, 0) };
    }),
    users_losing_access,
  };
}

/** Consumes an armed mid-way fault (see `MIGRATION_MIDWAY_FAULT`), throwing its status. */
function failMidwayIfArmed(state: MockState): void {
  const index = state.faults.findIndex((f) => f.operationId === MIGRATION_MIDWAY_FAULT && f.remaining > 0);
  const fault = state.faults[index];
  if (!fault) return;
  fault.remaining--;
  if (fault.remaining <= 0) state.faults.splice(index, 1);
  throw new HttpError(fault.status, 'The migration failed part-way; nothing was changed.');
}

export const adminToolsHandlers = defineHandlers({
  getSettings: {
    handle({ db, caller }) {
      staffReads(caller);
      return { status: 200, body: structuredClone(db.settings) };
    },
  },

  updateSettings: {
    handle({ db, caller, body, now, request }) {
      const staff = staffReads(caller);
      const issues = settingsIssues(db, body);
      if (issues.length) throw invalid(issues);
      const before = db.settings;
      const after = structuredClone(body);
      const changes = diff(before, after);
      db.settings = after;
      if (Object.keys(changes).length) {
        staffAudit(
          db,
          request,
          staff,
          {
            orgId: PLATFORM_ORG_ID,
            action: 'settings.update',
            description: `changed the platform settings (${Object.keys(changes).join(', ')})`,
            target: null,
            changes,
          },
          now,
        );
      }
      return { status: 200, body: structuredClone(db.settings) };
    },
  },

  listCaches: {
    handle({ db, caller }) {
      staffReads(caller);
      return { status: 200, body: db.caches.map((c) => ({ ...c })) };
    },
  },

  flushAllCaches: {
    handle({ db, caller, now, request }) {
      const staff = staffReads(caller);
      const results = db.caches.map((c) => ({ name: c.name, flushed_keys: c.keys }));
      // An emptied cache starts its statistics again: no hit rate until it is read from.
      for (const cache of db.caches) Object.assign(cache, { keys: 0, size_bytes: 0, hit_rate: 0 });
      staffAudit(
        db,
        request,
        staff,
        { orgId: PLATFORM_ORG_ID, action: 'cache.flush', description: 'flushed every cache', target: null },
        now,
      );
      return { status: 200, body: results };
    },
  },

  flushCache: {
    handle({ db, caller, params, now, request }) {
      const staff = staffReads(caller);
      const cache = db.caches.find((c) => c.name === params.cacheName);
      if (!cache) throw notFound('Cache');
      const flushed_keys = cache.keys;
      Object.assign(cache, { keys: 0, size_bytes: 0, hit_rate: 0 });
      const entry = { action: 'cache.flush', description: `flushed the ${cache.name} cache`, target: null };
      staffAudit(db, request, staff, { orgId: PLATFORM_ORG_ID, ...entry }, now);
      return { status: 200, body: { name: cache.name, flushed_keys } };
    },
  },

  listDiagnostics: {
    handle({ db, caller }) {
      staffReads(caller);
      const results = resultsOf(db);
      const body = (Object.keys(DIAGNOSTICS) as Check[]).map((check) => ({
        check,
        name: DIAGNOSTICS[check].name,
        description: DIAGNOSTICS[check].description,
        last_result: results.get(check) ?? null,
      }));
      return { status: 200, body };
    },
  },

  runDiagnostics: {
    handle({ db, caller, body, now }) {
      staffReads(caller);
      const ran_at = new Date(now).toISOString();
      const results = body.checks.map((check): DiagnosticResult => {
        const { ms, warn } = DIAGNOSTICS[check];
        return {
          check,
          status: warn ? 'warning' : 'ok',
          duration_ms: ms,
          message: warn ?? 'Healthy.',
          ran_at,
        };
      });
      for (const result of results) resultsOf(db).set(result.check, result);
      return { status: 200, body: { ran_at, results } };
    },
  },

  previewAliasMigration: {
    handle({ db, caller, body }) {
      staffReads(caller);
      return { status: 200, body: preview(db, planMigration(db, body)) };
    },
  },

  migrateAliasOrganization: {
    handle({ state, db, caller, body, now, request }) {
      const staff = staffReads(caller);
      const plan = planMigration(db, body);
      const { alias, from, target } = plan;
      const moves = preview(db, plan);
      // The services follow the alias (they hang off its id); only the alias row changes, and it is put
      // back as it was if anything after that fails, so the move is all or nothing.
      const saved = { org_id: alias.org_id, primary_user_id: alias.primary_user_id };
      try {
        Object.assign(alias, { org_id: target.id, primary_user_id: plan.primaryUserId });
        failMidwayIfArmed(state);
        const moved = {
          virtual_desktops: moves.virtual_desktops.length,
          virtual_phones: moves.virtual_phones.length,
          sms_numbers: moves.sms_numbers.length,
          file_shares: moves.file_shares.length,
        };
        const log = staffAudit(
          db,
          request,
          staff,
          {
            orgId: target.id,
            action: 'alias.migrate',
            description: `moved alias ${alias.name} from ${from.name} to ${target.name}`,
            target: { type: 'alias', id: alias.id },
            changes: {
              organization: { before: from.name, after: target.name },
              primary_user: { before: moves.primary_user_before, after: moves.primary_user_after },
            },
          },
          now,
        );
        return {
          status: 200,
          body: {
            alias_id: alias.id,
            from_organization_id: from.id,
            to_organization_id: target.id,
            moved_services: Object.values(moved).reduce((a, b) => a + b, 0),
            moved,
            migrated_at: new Date(now).toISOString(),
            log_id: log.id,
          },
        };
      } catch (error) {
        Object.assign(alias, saved);
        throw error;
      }
    },
  },
});
