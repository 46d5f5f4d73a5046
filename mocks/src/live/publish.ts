// One live event per successful write (docs/decisions/0047-live-events-stream.md): the router calls
// `publishWrite` after every write that answered 2xx, so no handler has to remember to.
import type { OperationId } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { Caller } from '../handlers/context.ts';
import type { MockState } from '../state.ts';
import type { BusEvent, LiveEvent } from './bus.ts';

type Resource = LiveEvent['resource'];
interface WriteContext {
  db: Db;
  caller: Caller;
  params: Record<string, unknown>;
  /** The write's answer (a created record carries its id). */
  body: unknown;
}
interface Subject {
  id: unknown;
  orgIds: number[];
  aliasId?: unknown;
  parent?: LiveEvent['parent'];
}
type Rule = [Resource, LiveEvent['action'], (ctx: WriteContext) => Subject];

const field = (body: unknown, name: string) =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
const callerOrg = ({ caller }: WriteContext) => (caller.kind === 'user' ? [caller.user.org_id] : []);
const inOrg = (id: (ctx: WriteContext) => unknown) => (ctx: WriteContext) => ({
  id: id(ctx),
  orgIds: callerOrg(ctx),
});
const provider = (id: (ctx: WriteContext) => unknown) => (ctx: WriteContext) => ({ id: id(ctx), orgIds: [] });
const param = (name: string) => (ctx: WriteContext) => ctx.params[name];
const created = (ctx: WriteContext) => field(ctx.body, 'id');
/** A record under an alias of the caller's organisation (the alias itself, a desktop, a service). */
const underAlias = (id: (ctx: WriteContext) => unknown) => (ctx: WriteContext) => ({
  id: id(ctx),
  orgIds: callerOrg(ctx),
  aliasId: ctx.params.aliasId,
  parent: { resource: 'alias' as const, id: String(ctx.params.aliasId) },
});
const adminOrg = (id: (ctx: WriteContext) => unknown) => (ctx: WriteContext) => ({
  id: id(ctx),
  orgIds: [Number(id(ctx))],
});

/** operationId → what its write is about. Writes of credentials, sessions and own list views send nothing. */
const RULES: Partial<Record<OperationId, Rule>> = {
  updateCurrentUser: ['user', 'changed', inOrg(({ caller }) => caller.kind === 'user' && caller.user.id)],
  createUser: ['user', 'created', inOrg(created)],
  updateUser: ['user', 'changed', inOrg(param('id'))],
  deleteUser: ['user', 'deleted', inOrg(param('id'))],
  enableTwoFactor: ['user', 'changed', inOrg(param('id'))],
  disableTwoFactor: ['user', 'changed', inOrg(param('id'))],
  createRole: ['role', 'created', inOrg(created)],
  updateRole: ['role', 'changed', inOrg(param('roleId'))],
  deleteRole: ['role', 'deleted', inOrg(param('roleId'))],
  updateOrganization: ['organization', 'changed', inOrg((ctx) => callerOrg(ctx)[0])],
  updateAlias: ['alias', 'changed', underAlias(param('aliasId'))],
  updateAliasGeneralEntity: ['alias', 'changed', underAlias(param('aliasId'))],
  updateAliasSocialAccount: ['alias', 'changed', underAlias(param('aliasId'))],
  createVirtualDesktop: ['virtual_desktop', 'created', underAlias(created)],
  performVirtualDesktopAction: ['virtual_desktop', 'changed', underAlias(param('desktopId'))],
  createVirtualPhone: ['service', 'created', underAlias(created)],
  createSmsNumber: [
    'service',
    'created',
    underAlias((ctx) => field(ctx.body, 'id') ?? field(ctx.body, 'number')),
  ],
  createFileShare: ['service', 'created', underAlias(created)],
  deleteFileShare: ['service', 'deleted', underAlias(param('shareId'))],
  uploadSharedFile: ['service', 'changed', underAlias(param('shareId'))],
  deleteSharedFile: ['service', 'changed', underAlias(param('shareId'))],
  createTicket: ['ticket', 'created', inOrg(created)],
  closeTicket: ['ticket', 'changed', inOrg(param('ticketId'))],
  replyToTicket: [
    'ticket_reply',
    'created',
    (ctx) => ({ ...inOrg(created)(ctx), parent: { resource: 'ticket', id: String(ctx.params.ticketId) } }),
  ],
  updateStaff: ['staff', 'changed', provider(param('id'))],
  createAdminOrganization: ['organization', 'created', adminOrg(created)],
  updateAdminOrganization: ['organization', 'changed', adminOrg(param('orgId'))],
  deleteAdminOrganization: ['organization', 'deleted', adminOrg(param('orgId'))],
  inviteAdminOrganizationOwner: ['organization', 'changed', adminOrg(param('orgId'))],
  cancelAdminOrganizationInvitation: ['organization', 'changed', adminOrg(param('orgId'))],
  resendAdminOrganizationInvitation: ['organization', 'changed', adminOrg(param('orgId'))],
  performAdminVirtualDesktopAction: [
    'virtual_desktop',
    'changed',
    (ctx) => ({ ...underAlias(param('desktopId'))(ctx), orgIds: [Number(ctx.params.orgId)] }),
  ],
  createServiceType: ['service_type', 'created', provider(created)],
  updateServiceType: ['service_type', 'changed', provider(param('serviceTypeId'))],
  deleteServiceType: ['service_type', 'deleted', provider(param('serviceTypeId'))],
  createLocation: ['location', 'created', provider(created)],
  updateLocation: ['location', 'changed', provider(param('locationId'))],
  deleteLocation: ['location', 'deleted', provider(param('locationId'))],
  createResourcePool: ['resource_pool', 'created', provider(created)],
  updateResourcePool: ['resource_pool', 'changed', provider(param('poolId'))],
  deleteResourcePool: ['resource_pool', 'deleted', provider(param('poolId'))],
  createVpnGateway: ['gateway', 'created', provider(created)],
  updateVpnGateway: ['gateway', 'changed', provider(param('gatewayId'))],
  deleteVpnGateway: ['gateway', 'deleted', provider(param('gatewayId'))],
  migrateAliasOrganization: [
    'migration',
    'created',
    ({ body }) => ({
      id: field(body, 'log_id'),
      orgIds: [Number(field(body, 'from_organization_id')), Number(field(body, 'to_organization_id'))],
      aliasId: field(body, 'alias_id'),
      parent: { resource: 'alias', id: String(field(body, 'alias_id')) },
    }),
  ],
};

function actorOf(caller: Caller): LiveEvent['actor'] {
  if (caller.kind === 'user') {
    const { id, first_name, last_name } = caller.user;
    return { type: 'user', id: String(id), name: `${first_name} ${last_name}` };
  }
  if (caller.kind === 'staff') {
    const { id, first_name, last_name } = caller.staff;
    return { type: 'staff', id: String(id), name: `${first_name} ${last_name}` };
  }
  return { type: 'system', id: '0', name: 'System' };
}

/** Publishes the event of a successful write, if its operation writes a record clients show. */
export function publishWrite(
  state: MockState,
  operationId: string,
  ctx: WriteContext,
  version: string | null,
): BusEvent | undefined {
  const rule = RULES[operationId as OperationId];
  if (!rule) return undefined;
  const [resource, action, subjectOf] = rule;
  const subject = subjectOf(ctx);
  if (subject.id === undefined || subject.id === null || subject.id === false) return undefined;
  const alias = subject.aliasId === undefined ? undefined : state.db.aliases.get(Number(subject.aliasId));
  let parent = subject.parent ?? null;
  if (resource === 'alias' && alias) parent = { resource: 'organization', id: String(alias.org_id) };
  return state.events.publish(
    {
      resource,
      resource_id: String(subject.id),
      action,
      version: action === 'deleted' ? null : version,
      actor: actorOf(ctx.caller),
      at: new Date(state.now()).toISOString(),
      parent,
    },
    { orgIds: subject.orgIds, aliasName: alias?.name ?? null },
  );
}
