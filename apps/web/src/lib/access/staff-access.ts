// The one staff access table: the staff sidebar and every staff guard (lib/access/guards.ts) read it (like
// `access.ts` for the console). Every staff member reads every staff screen; changing anything (add and edit
// routes, write actions) is for the roles listed, the Administrator for now. The API enforces the same rule (403).
import type { staffMenuMessages } from './staff-menu.messages';

export type StaffSection = 'Overview' | 'Customers' | 'Services' | 'Infrastructure' | 'Operations' | 'Staff';

/** The message key of a staff sidebar entry (docs/decisions/0049-languages.md): the layout translates it. */
type StaffMenuLabel = keyof typeof staffMenuMessages.source;

export interface StaffAccessRule {
  /** Staff roles (by name) that may; an empty list means every staff member. */
  anyOf: readonly string[];
  /** `label` is the key of its name in the sidebar's catalog, translated where shown. */
  menu?: { label: StaffMenuLabel; to: string; section: StaffSection; order: number };
}

const EVERY_STAFF: readonly string[] = [];
const CHANGERS = ['Administrator'] as const;

export const staffAccess = {
  dashboard: {
    anyOf: EVERY_STAFF,
    menu: { label: 'dashboard', to: '/admin/dashboard', section: 'Overview', order: 1 },
  },
  organizations: {
    anyOf: EVERY_STAFF,
    menu: { label: 'organizations', to: '/admin/organizations', section: 'Customers', order: 1 },
  },
  'organizations.add': { anyOf: CHANGERS },
  'organizations.edit': { anyOf: CHANGERS },
  'organizations.delete': { anyOf: CHANGERS },
  users: { anyOf: EVERY_STAFF, menu: { label: 'users', to: '/admin/users', section: 'Customers', order: 2 } },
  /** Signing in as a user acts as them: a change. */
  'users.signInAs': { anyOf: CHANGERS },
  aliases: {
    anyOf: EVERY_STAFF,
    menu: { label: 'aliases', to: '/admin/aliases', section: 'Customers', order: 3 },
  },
  predefinedRoles: {
    anyOf: EVERY_STAFF,
    menu: { label: 'predefinedRoles', to: '/admin/userroles/predefined', section: 'Customers', order: 4 },
  },
  'predefinedRoles.add': { anyOf: CHANGERS },
  'predefinedRoles.edit': { anyOf: CHANGERS },
  'predefinedRoles.delete': { anyOf: CHANGERS },
  serviceTypes: {
    anyOf: EVERY_STAFF,
    menu: { label: 'serviceTypes', to: '/admin/servicetypes', section: 'Services', order: 1 },
  },
  'serviceTypes.add': { anyOf: CHANGERS },
  'serviceTypes.edit': { anyOf: CHANGERS },
  'serviceTypes.delete': { anyOf: CHANGERS },
  services: {
    anyOf: EVERY_STAFF,
    menu: { label: 'allServices', to: '/admin/services/virtualdesktops', section: 'Services', order: 2 },
  },
  /** Starting, stopping or restarting a customer's desktop. */
  'services.control': { anyOf: CHANGERS },
  resourcePools: {
    anyOf: EVERY_STAFF,
    menu: { label: 'resourcePools', to: '/admin/resourcepools', section: 'Infrastructure', order: 1 },
  },
  /** Adding, editing and deleting pools. */
  'resourcePools.change': { anyOf: CHANGERS },
  locations: {
    anyOf: EVERY_STAFF,
    menu: { label: 'locations', to: '/admin/locations', section: 'Infrastructure', order: 2 },
  },
  'locations.add': { anyOf: CHANGERS },
  'locations.edit': { anyOf: CHANGERS },
  vpnGateways: {
    anyOf: EVERY_STAFF,
    menu: { label: 'vpnGateways', to: '/admin/vpngateways', section: 'Infrastructure', order: 3 },
  },
  'vpnGateways.add': { anyOf: CHANGERS },
  'vpnGateways.edit': { anyOf: CHANGERS },
  'vpnGateways.delete': { anyOf: CHANGERS },
  /** The networks behind the gateways (the infrastructure view of /admin/infra/vpn_gateways). */
  networks: {
    anyOf: EVERY_STAFF,
    menu: { label: 'networks', to: '/admin/infra/vpn_gateways', section: 'Infrastructure', order: 4 },
  },
  'networks.add': { anyOf: CHANGERS },
  'networks.edit': { anyOf: CHANGERS },
  'networks.delete': { anyOf: CHANGERS },
  smsNumbers: {
    anyOf: EVERY_STAFF,
    menu: { label: 'smsNumbers', to: '/admin/infra/sms_numbers', section: 'Infrastructure', order: 5 },
  },
  'smsNumbers.add': { anyOf: CHANGERS },
  /** Holding a free number back from aliases, or giving it back. */
  'smsNumbers.reserve': { anyOf: CHANGERS },
  'smsNumbers.release': { anyOf: CHANGERS },
  logs: {
    anyOf: EVERY_STAFF,
    menu: { label: 'auditLogs', to: '/admin/logs', section: 'Operations', order: 1 },
  },
  devlogs: {
    anyOf: EVERY_STAFF,
    menu: { label: 'developerLogs', to: '/admin/devlogs', section: 'Operations', order: 2 },
  },
  devtools: {
    anyOf: EVERY_STAFF,
    menu: { label: 'developerTools', to: '/admin/devtools', section: 'Operations', order: 3 },
  },
  /** Running a check calls the back ends (e-mail, SMS…): an Administrator's action, as the API says. */
  'devtools.run': { anyOf: CHANGERS },
  caches: {
    anyOf: EVERY_STAFF,
    menu: { label: 'caches', to: '/admin/cachemanagements', section: 'Operations', order: 4 },
  },
  'caches.flush': { anyOf: CHANGERS },
  migrations: {
    anyOf: EVERY_STAFF,
    menu: {
      label: 'migrations',
      to: '/admin/migrations/change_alias_organization',
      section: 'Operations',
      order: 5,
    },
  },
  'migrations.run': { anyOf: CHANGERS },
  settings: {
    anyOf: EVERY_STAFF,
    menu: { label: 'settings', to: '/admin/settings', section: 'Operations', order: 6 },
  },
  'settings.edit': { anyOf: CHANGERS },
  staff: {
    anyOf: EVERY_STAFF,
    menu: { label: 'staffMembers', to: '/admin/staff', section: 'Staff', order: 1 },
  },
  'staff.edit': { anyOf: CHANGERS },
} as const satisfies Record<string, StaffAccessRule>;

export type StaffAccessKey = keyof typeof staffAccess;

export function canStaffAccess(role: string, key: StaffAccessKey): boolean {
  const { anyOf } = staffAccess[key] as StaffAccessRule;
  return anyOf.length === 0 || anyOf.includes(role);
}

export const STAFF_SECTIONS: readonly StaffSection[] = [
  'Overview',
  'Customers',
  'Services',
  'Infrastructure',
  'Operations',
  'Staff',
];

export interface StaffMenuEntry {
  key: StaffAccessKey;
  label: StaffMenuLabel;
  to: string;
  section: StaffSection;
}

/** The staff sidebar entries the role may see, in section order. */
export function visibleStaffMenu(role: string): StaffMenuEntry[] {
  const entries: (StaffMenuEntry & { order: number })[] = [];
  for (const [key, rule] of Object.entries(staffAccess) as [StaffAccessKey, StaffAccessRule][]) {
    if (rule.menu && canStaffAccess(role, key)) entries.push({ key, ...rule.menu });
  }
  return entries
    .sort(
      (a, b) => STAFF_SECTIONS.indexOf(a.section) - STAFF_SECTIONS.indexOf(b.section) || a.order - b.order,
    )
    .map(({ key, label, to, section }) => ({ key, label, to, section }));
}
