import type { components } from '../contract/types.ts';
import { DESKTOP_IMAGES, DESKTOP_PLANS } from '../db/catalogue.ts';
import type { Db } from '../db/db.ts';
import type { VirtualDesktop } from '../db/types.ts';
import { conflict, invalidField } from '../http/errors.ts';
import { ALIAS_ACCESS, aliasScope, childOf, visibleAlias } from './alias-access.ts';
import { audit } from './audit.ts';
import { defineHandlers } from './context.ts';

/** How long a desktop stays `starting` before it is `running`. */
export const DESKTOP_START_MS = 5_000;

/** Applies a finished start/restart, so the status moves on with the clock, not with a timer. */
function settle(desktop: VirtualDesktop, now: number): void {
  if (desktop.pending && desktop.pending.at <= now) {
    desktop.status = desktop.pending.to;
    desktop.ip_address ??= `10.0.${desktop.alias_id % 256}.${(desktop.id % 200) + 20}`;
    desktop.pending = null;
  }
}

export function desktopView(
  db: Db,
  desktop: VirtualDesktop,
  now: number,
): components['schemas']['VirtualDesktop'] {
  settle(desktop, now);
  const plan = DESKTOP_PLANS.find((p) => p.id === desktop.plan_id) ?? DESKTOP_PLANS[0];
  const image = DESKTOP_IMAGES.find((i) => i.id === desktop.image_id) ?? DESKTOP_IMAGES[0];
  return {
    id: desktop.id,
    alias_id: desktop.alias_id,
    name: desktop.name,
    status: desktop.status,
    plan_id: plan.id,
    plan_name: plan.name,
    location_id: desktop.location_id,
    location_name: db.locations.get(desktop.location_id)?.name ?? '',
    image_id: image.id,
    image_name: image.name,
    cpu_cores: plan.cpu_cores,
    memory_mb: plan.memory_mb,
    disk_gb: plan.disk_gb,
    hostname: desktop.hostname,
    ip_address: desktop.ip_address,
    last_started_at: desktop.last_started_at,
    created_at: desktop.created_at,
  };
}

function startDesktop(desktop: VirtualDesktop, now: number): void {
  desktop.status = 'starting';
  desktop.pending = { to: 'running', at: now + DESKTOP_START_MS };
  desktop.last_started_at = new Date(now).toISOString();
}

/** Start, stop or restart, as the console and the staff area both allow it (409 when the state forbids it). */
export function applyDesktopAction(
  desktop: VirtualDesktop,
  action: 'start' | 'stop' | 'restart',
  now: number,
): void {
  settle(desktop, now);
  if (desktop.status === 'starting') throw conflict('The desktop is starting; try again in a few seconds.');
  if (action === 'start' && desktop.status === 'running') throw conflict('The desktop is already running.');
  if (action === 'stop' && desktop.status === 'stopped') throw conflict('The desktop is already stopped.');
  if (action === 'restart' && desktop.status !== 'running')
    throw conflict('Only a running desktop can be restarted.');
  if (action === 'stop') {
    Object.assign(desktop, { status: 'stopped', ip_address: null, rdp_connected: false, pending: null });
  } else {
    startDesktop(desktop, now);
  }
}

export const virtualDesktopsHandlers = defineHandlers({
  getVirtualDesktopOptions: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller }) {
      aliasScope(caller);
      return {
        status: 200,
        body: {
          plans: DESKTOP_PLANS.map((p) => ({ ...p })),
          locations: db.locations.all().map(({ id, name, country }) => ({ id, name, country })),
          images: DESKTOP_IMAGES.map((i) => ({ ...i })),
        },
      };
    },
  },

  createVirtualDesktop: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params, body, now, request }) {
      const scope = aliasScope(caller);
      const alias = visibleAlias(db, scope, params.aliasId);
      if (!DESKTOP_PLANS.some((p) => p.id === body.plan_id))
        throw invalidField(['plan_id'], `Plan ${body.plan_id} does not exist.`);
      if (!db.locations.get(body.location_id))
        throw invalidField(['location_id'], `Location ${body.location_id} does not exist.`);
      if (!DESKTOP_IMAGES.some((i) => i.id === body.image_id))
        throw invalidField(['image_id'], `Image ${body.image_id} does not exist.`);
      if (db.virtualDesktops.find((d) => d.alias_id === alias.id && d.name === body.name)) {
        throw invalidField(['name'], 'This alias already has a desktop with this name.');
      }
      const desktop = db.virtualDesktops.insert({
        alias_id: alias.id,
        name: body.name,
        status: 'starting',
        plan_id: body.plan_id,
        location_id: body.location_id,
        image_id: body.image_id,
        hostname: `${body.name}.desktops.provider.test`,
        ip_address: null,
        rdp_connected: false,
        pending: null,
        last_started_at: null,
        created_at: new Date(now).toISOString(),
      });
      startDesktop(desktop, now);
      audit(db, request, scope.user, 'desktop.create', { type: 'virtual_desktop', id: desktop.id }, now);
      return { status: 201, body: desktopView(db, desktop, now) };
    },
  },

  getVirtualDesktop: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params, now }) {
      const alias = visibleAlias(db, aliasScope(caller), params.aliasId);
      return {
        status: 200,
        body: desktopView(
          db,
          childOf(db.virtualDesktops.get(params.desktopId), alias, 'Virtual desktop'),
          now,
        ),
      };
    },
  },

  performVirtualDesktopAction: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params, body, now, request }) {
      const scope = aliasScope(caller);
      const alias = visibleAlias(db, scope, params.aliasId);
      const desktop = childOf(db.virtualDesktops.get(params.desktopId), alias, 'Virtual desktop');
      const { action } = body;
      applyDesktopAction(desktop, action, now);
      audit(db, request, scope.user, `desktop.${action}`, { type: 'virtual_desktop', id: desktop.id }, now);
      return { status: 202, body: desktopView(db, desktop, now) };
    },
  },
});
