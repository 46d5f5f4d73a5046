import { seededPasswordHash } from './auth/passwords.ts';
import { DESKTOP_IMAGES, DESKTOP_PLANS, FILE_QUOTA_BYTES } from './db/catalogue.ts';
import { createEmptyDb, type Db, noTwoFactor } from './db/db.ts';
import * as names from './db/names.ts';
import { createRandom, type Random } from './db/random.ts';
import type { HelpSection, Organization, Role, TwoFactorState, User } from './db/types.ts';
import { targetWords } from './handlers/audit-targets.ts';
import { seedListViews } from './handlers/list-views.ts';
import {
  type Persona,
  personas,
  staffPersona,
  TWO_FACTOR_RECOVERY_CODES,
  TWO_FACTOR_SECRET,
  TWO_FACTOR_TRUSTED_HASH_TOKEN,
} from './personas.ts';
import { ALL_PRIVILEGES } from './privileges.ts';
import { LARGE_SEED_DEV_LOGS, seedBulkDevLogs } from './seed-devlogs.ts';
import { staffPersonas } from './staff-personas.ts';

export type SeedSize = 'default' | 'large';

/** Seed dates are relative to this fixed instant, so two runs produce the same data. */
export const SEED_NOW = Date.UTC(2026, 10, 20, 9, 0, 0);
const DAY = 86_400_000;
/** The password of every generated (non-persona) user. */
const GENERATED_USER_PASSWORD = 'Password!2345';

const sizes = {
  default: { acmeUsers: 40, acmeLogs: 300 },
  large: { acmeUsers: 10_000, acmeLogs: 5_000 },
} as const;

const iso = (ms: number) => new Date(ms).toISOString();
const daysAgo = (random: Random, maxDays: number) => iso(SEED_NOW - random.int(0, maxDays * DAY));
const usPhone = (random: Random) => `+1${random.int(201, 989)}${String(random.int(2_000_000, 9_999_999))}`;

/** A fresh database with the seed. `large` makes Acme big enough for performance work. */
export function seedDatabase(size: SeedSize = 'default'): Db {
  const db = createEmptyDb();
  const random = createRandom(20_261_120);
  seedInfrastructure(db, random);
  seedStaff(db, random);
  seedHelp(db);
  seedOrganization(db, random, {
    name: 'Acme Corp',
    domain: 'acme.test',
    userCount: sizes[size].acmeUsers,
    logCount: sizes[size].acmeLogs,
    aliasNames: names.ALIAS_NAMES,
    ticketCount: 30,
  });
  seedOrganization(db, random, {
    name: 'Globex',
    domain: 'globex.test',
    userCount: 6,
    logCount: 30,
    aliasNames: ['globex-sales', 'globex-support'],
    ticketCount: 5,
  });
  if (size === 'large') seedBulkDevLogs(db, LARGE_SEED_DEV_LOGS, SEED_NOW);
  seedListViews(db, new Date(SEED_NOW).toISOString());
  return db;
}

interface OrgPlan {
  name: Persona['organization'];
  domain: string;
  userCount: number;
  logCount: number;
  aliasNames: readonly string[];
  ticketCount: number;
}

function seedOrganization(db: Db, random: Random, plan: OrgPlan): void {
  const [city, region, country, timezone] = random.pick(names.CITIES);
  const org = db.organizations.insert({
    name: plan.name,
    email: `info@${plan.domain}`,
    phone: usPhone(random),
    website: `https://www.${plan.domain}`,
    address_line1: `${random.int(10, 999)} ${random.pick(['Main', 'Market', 'Harbor', 'Oak', 'Pine'])} Street`,
    address_line2: random.chance(0.5) ? `Suite ${random.int(100, 900)}` : null,
    city,
    region,
    postal_code: String(random.int(10_000, 99_999)),
    country,
    timezone,
    status: true,
    created_at: daysAgo(random, 900),
  });

  const orgPersonas = Object.values(personas).filter((p) => p.organization === plan.name);
  const rolesByName = new Map<string, Role>();
  const addRole = (name: string, description: string, privileges: readonly string[]) => {
    const existing = rolesByName.get(name);
    if (existing) return existing;
    const created = daysAgo(random, 800);
    const role = db.roles.insert({
      org_id: org.id,
      name,
      description,
      privileges: [...privileges],
      is_predefined: name === 'Administrator',
      created_at: created,
      updated_at: created,
    });
    rolesByName.set(name, role);
    return role;
  };
  for (const p of orgPersonas) addRole(p.role.name, p.role.description, p.role.privileges);
  const everydayRoles = [
    addRole('Service manager', 'Runs the aliases and their services.', ['services:*', 'aliases:*']),
    addRole('Team lead', 'Manages the people of a team.', ['users:list', 'users:edit', 'tickets:*']),
  ];

  const users: User[] = orgPersonas.map((p) => insertPersonaUser(db, random, org, p, rolesByName));
  const emails = new Set(users.map((u) => u.email));
  while (users.length < plan.userCount) {
    const first = random.pick(names.FIRST_NAMES);
    const last = random.pick(names.LAST_NAMES);
    let email = `${first}.${last}@${plan.domain}`.toLowerCase();
    for (let n = 2; emails.has(email); n++) email = `${first}.${last}${n}@${plan.domain}`.toLowerCase();
    emails.add(email);
    const created = SEED_NOW - random.int(30, 800) * DAY;
    users.push(
      db.users.insert({
        org_id: org.id,
        first_name: first,
        last_name: last,
        email,
        phone: usPhone(random),
        password_hash: seededPasswordHash(GENERATED_USER_PASSWORD),
        status: random.chance(0.9),
        is_primary_user: false,
        role_ids: [random.pick(everydayRoles).id],
        last_seen: random.chance(0.85) ? iso(SEED_NOW - random.int(0, 30 * DAY)) : null,
        created_at: iso(created),
        two_factor: noTwoFactor(),
        last_password_at: null,
      }),
    );
  }

  seedAliases(db, random, org, plan.aliasNames, users);
  seedTickets(db, random, org, plan.ticketCount, users);
  seedLogs(db, random, org, plan.logCount, users);
}

function insertPersonaUser(
  db: Db,
  random: Random,
  org: Organization,
  p: Persona,
  roles: Map<string, Role>,
): User {
  const role = roles.get(p.role.name);
  const twoFactor: TwoFactorState =
    p.key === 'twofactor'
      ? {
          enabled: true,
          secret: TWO_FACTOR_SECRET,
          pending_secret: null,
          recovery_codes: TWO_FACTOR_RECOVERY_CODES.map((code) => ({ code, used: false })),
          trusted_devices: [
            {
              id: 1,
              name: 'Chrome on MacBook Pro',
              hash_token: TWO_FACTOR_TRUSTED_HASH_TOKEN,
              created_at: iso(SEED_NOW - 20 * DAY),
              last_used_at: iso(SEED_NOW - 2 * DAY),
            },
          ],
        }
      : noTwoFactor();
  return db.users.insert({
    org_id: org.id,
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email,
    phone: usPhone(random),
    password_hash: seededPasswordHash(p.password),
    status: p.status,
    is_primary_user: p.is_primary_user,
    role_ids: role ? [role.id] : [],
    last_seen: p.status ? iso(SEED_NOW - random.int(0, 3 * DAY)) : iso(SEED_NOW - 200 * DAY),
    created_at: iso(SEED_NOW - random.int(400, 900) * DAY),
    two_factor: twoFactor,
    last_password_at: null,
  });
}

function seedAliases(
  db: Db,
  random: Random,
  org: Organization,
  aliasNames: readonly string[],
  users: User[],
): void {
  const locations = db.locations.all();
  const domain = org.email.split('@')[1] ?? 'example.test';
  for (const name of aliasNames) {
    const owner = random.pick(users);
    const alias = db.aliases.insert({
      org_id: org.id,
      name,
      email: `${name}@${domain}`,
      status: random.chance(0.9) ? 'active' : 'suspended',
      primary_user_id: owner.id,
      entity: {
        first_name: owner.first_name,
        last_name: owner.last_name,
        date_of_birth: `19${random.int(60, 99)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
        gender: random.pick(['female', 'male', 'other', 'unspecified'] as const),
        occupation: random.pick([
          'Account executive',
          'Support engineer',
          'Analyst',
          'Designer',
          'Recruiter',
        ]),
        company: org.name,
        address_line1: org.address_line1,
        city: org.city,
        region: org.region,
        postal_code: org.postal_code,
        country: org.country,
        bio: `Works on the ${name.replace(/-/g, ' ')} team at ${org.name}.`,
      },
      file_quota_bytes: FILE_QUOTA_BYTES,
      created_at: daysAgo(random, 700),
    });
    for (let i = 0, n = random.int(1, 3); i < n; i++) {
      const plan = random.pick(DESKTOP_PLANS);
      const status = random.pick(['running', 'running', 'stopped', 'starting', 'error'] as const);
      db.virtualDesktops.insert({
        alias_id: alias.id,
        name: `${name}-vd${i + 1}`,
        status,
        plan_id: plan.id,
        location_id: random.pick(locations).id,
        image_id: random.pick(DESKTOP_IMAGES).id,
        hostname: `${name}-vd${i + 1}.desktops.provider.test`,
        ip_address: status === 'running' ? `10.${org.id}.${alias.id}.${10 + i}` : null,
        rdp_connected: status === 'running' && random.chance(0.5),
        pending: null,
        last_started_at: status === 'stopped' && random.chance(0.3) ? null : daysAgo(random, 20),
        created_at: daysAgo(random, 500),
      });
    }
    for (let i = 0, n = random.int(1, 2); i < n; i++) {
      db.virtualPhones.insert({
        alias_id: alias.id,
        number: usPhone(random),
        label: `${name} line ${i + 1}`,
        status: random.pick(['active', 'active', 'active', 'provisioning', 'suspended'] as const),
        forwarding_number: random.chance(0.3) ? usPhone(random) : null,
        voicemail_enabled: random.chance(0.6),
        created_at: daysAgo(random, 500),
      });
    }
    for (let i = 0, n = random.int(1, 2); i < n; i++) {
      const sms = db.smsNumbers.insert({
        alias_id: alias.id,
        number: usPhone(random),
        label: i === 0 ? 'Main' : 'Notifications',
        status: random.chance(0.9) ? 'active' : 'suspended',
        provider: 'twilio',
        reserved: false,
        created_at: daysAgo(random, 400),
      });
      for (let m = 0, count = random.int(3, 40); m < count; m++) {
        const inbound = random.chance(0.6);
        const other = usPhone(random);
        db.smsMessages.insert({
          sms_number_id: sms.id,
          direction: inbound ? 'inbound' : 'outbound',
          from: inbound ? other : sms.number,
          to: inbound ? sms.number : other,
          body: random.pick(names.SMS_BODIES),
          created_at: daysAgo(random, 60),
        });
      }
      if (name === names.ALIAS_NAMES[0] && i === 0) seedLongSmsHistory(db, sms.id, sms.number);
    }
    for (const platform of random.sample(
      ['linkedin', 'x', 'facebook', 'instagram', 'youtube'] as const,
      random.int(1, 3),
    )) {
      const handle = name.replace(/-/g, '_');
      db.socialAccounts.insert({
        alias_id: alias.id,
        platform,
        username: handle,
        profile_url: `https://${platform}.example/${handle}`,
        email: random.chance(0.5) ? alias.email : null,
        status: random.pick(['active', 'active', 'pending', 'suspended'] as const),
        password: 'Social!2345',
        updated_at: daysAgo(random, 300),
      });
    }
    for (const shareName of random.sample(
      ['Shared', 'Contracts', 'Marketing assets', 'Reports'],
      random.int(1, 3),
    )) {
      const share = db.fileShares.insert({
        alias_id: alias.id,
        name: shareName,
        created_at: daysAgo(random, 300),
      });
      for (let i = 0, n = random.int(0, 6); i < n; i++) {
        const [ext, type] = random.pick([
          ['pdf', 'application/pdf'],
          ['csv', 'text/csv'],
          ['png', 'image/png'],
          ['txt', 'text/plain'],
        ] as const);
        db.sharedFiles.insert({
          share_id: share.id,
          name: `${random.pick(['Q3 report', 'Price list', 'Contract', 'Logo', 'Onboarding guide'])} ${i + 1}.${ext}`,
          size: random.int(2_000, 2_000_000),
          content_type: type,
          content: null,
          uploaded_by: random.pick(users).id,
          uploaded_at: daysAgo(random, 200),
        });
      }
    }
  }
}

/** Extra SMS messages on one number (no random draws, so the rest of the seed is unchanged). */
export const LONG_SMS_HISTORY = 100;

// The SMS screen scrolls through pages of messages: one seeded number has enough of them for several pages.
function seedLongSmsHistory(db: Db, smsNumberId: number, number: string): void {
  for (let k = 0; k < LONG_SMS_HISTORY; k++) {
    const inbound = k % 3 !== 0;
    const other = `+1415555${String(1000 + (k % 40))}`;
    db.smsMessages.insert({
      sms_number_id: smsNumberId,
      direction: inbound ? 'inbound' : 'outbound',
      from: inbound ? other : number,
      to: inbound ? number : other,
      body: names.SMS_BODIES[k % names.SMS_BODIES.length] ?? '',
      created_at: iso(SEED_NOW - (k + 1) * 7 * 3_600_000),
    });
  }
}

function seedTickets(db: Db, random: Random, org: Organization, count: number, users: User[]): void {
  const staff = db.staff.all();
  for (let i = 0; i < count; i++) {
    const created = SEED_NOW - random.int(1, 180) * DAY;
    const author = random.pick(users);
    const status = random.pick(['open', 'open', 'pending', 'closed'] as const);
    const ticket = db.tickets.insert({
      org_id: org.id,
      subject: random.pick(names.TICKET_SUBJECTS),
      status,
      priority: random.pick(['low', 'normal', 'normal', 'high', 'urgent'] as const),
      created_by: author.id,
      created_at: iso(created),
      updated_at: iso(created),
      closed_at: null,
    });
    const first = db.ticketMessages.insert({
      ticket_id: ticket.id,
      user_id: author.id,
      staff_id: null,
      body: `Hello support,\n\nWe noticed this on ${new Date(created).toDateString()}. Could you take a look?\n\nThanks,\n${author.first_name}`,
      created_at: iso(created),
    });
    // The first ticket always carries a screenshot, so a size in KB shows (and draws no random number,
    // which keeps the rest of the seed as it was).
    if (i === 0) {
      db.attachments.insert({
        org_id: org.id,
        message_id: first.id,
        name: 'screenshot.png',
        size: 183_204,
        content_type: 'image/png',
        content: new Uint8Array(183_204),
        uploaded_by: author.id,
        created_at: iso(created),
      });
    }
    if (random.chance(0.3)) {
      const text = `Screenshot taken by ${author.first_name} ${author.last_name}`;
      db.attachments.insert({
        org_id: org.id,
        message_id: first.id,
        name: 'details.txt',
        size: text.length,
        content_type: 'text/plain',
        content: new TextEncoder().encode(text),
        uploaded_by: author.id,
        created_at: iso(created),
      });
    }
    let at = created;
    for (let r = 0, n = random.int(0, 4); r < n; r++) {
      at += random.int(1, 48) * 3_600_000;
      const fromStaff = r % 2 === 0;
      db.ticketMessages.insert({
        ticket_id: ticket.id,
        user_id: fromStaff ? null : author.id,
        staff_id: fromStaff ? random.pick(staff).id : null,
        body: fromStaff
          ? 'Thanks for reaching out. We are looking into it and will update you shortly.'
          : 'Thanks, any update on this?',
        created_at: iso(at),
      });
    }
    ticket.updated_at = iso(at);
    if (status === 'closed') ticket.closed_at = iso(at + 3_600_000);
  }
}

/**
 * What the seeded entries are about: the organisation's own records, by the target types of `LOG_ACTIONS`. A
 * deleted user is one who no longer exists (an id never given), named as they were.
 */
function seedLogTargets(db: Db, org: Organization, users: User[]) {
  const aliases = db.aliases.filter((a) => a.org_id === org.id);
  const aliasIds = new Set(aliases.map((a) => a.id));
  const named = <T extends { id: number }>(rows: T[], name: (row: T) => string) =>
    rows.map((row) => ({ id: row.id, name: name(row) }));
  const candidates: Record<string, { id: number; name: string }[]> = {
    user: named(users, (u) => `${u.first_name} ${u.last_name}`),
    role: named(
      db.roles.filter((r) => r.org_id === org.id),
      (r) => r.name,
    ),
    alias: named(aliases, (a) => a.name),
    virtual_desktop: named(
      db.virtualDesktops.filter((d) => aliasIds.has(d.alias_id)),
      (d) => d.name,
    ),
    ticket: named(
      db.tickets.filter((t) => t.org_id === org.id),
      (t) => t.subject,
    ),
  };
  return (random: Random, type: string, action: string, i: number) => {
    if (action.endsWith('.delete')) {
      random.next();
      const first = names.FIRST_NAMES[i % names.FIRST_NAMES.length] ?? 'Former';
      const last = names.LAST_NAMES[(i * 7) % names.LAST_NAMES.length] ?? 'User';
      return { id: 1_000_000 + org.id * 100_000 + i, name: `${first} ${last}` };
    }
    return random.pick(candidates[type] ?? []);
  };
}

function seedLogs(db: Db, random: Random, org: Organization, count: number, users: User[]): void {
  const targetOf = seedLogTargets(db, org, users);
  for (let i = 0; i < count; i++) {
    const [action, targetType, verb] = random.pick(names.LOG_ACTIONS);
    const user = random.pick(users);
    const target = targetType ? { type: targetType, ...targetOf(random, targetType, action, i) } : null;
    db.logs.insert({
      org_id: org.id,
      user_id: user.id,
      user_full_name: `${user.first_name} ${user.last_name}`,
      staff_full_name: null,
      action,
      description: `${user.first_name} ${user.last_name} ${verb}${target ? ` ${targetWords(target)}` : ''}`,
      target_type: target?.type ?? null,
      target_id: target?.id ?? null,
      target_name: target?.name ?? null,
      ip_address: `203.0.113.${random.int(1, 254)}`,
      user_agent: random.pick(names.USER_AGENTS),
      changes: action.endsWith('.update') ? { status: { before: false, after: true } } : {},
      created_at: iso(SEED_NOW - Math.floor((i / count) * 90 * DAY) - random.int(0, 3_600_000)),
    });
  }
}

function seedInfrastructure(db: Db, random: Random): void {
  const sites = [
    ['US East (Virginia)', 'us-east-1', 'Ashburn', 'US', 'America/New_York'],
    ['US West (Oregon)', 'us-west-2', 'Portland', 'US', 'America/Los_Angeles'],
    ['Canada (Central)', 'ca-central-1', 'Montreal', 'CA', 'America/Toronto'],
    ['Europe (Frankfurt)', 'eu-central-1', 'Frankfurt', 'DE', 'Europe/Berlin'],
  ] as const;
  for (const [name, code, city, country, timezone] of sites) {
    const location = db.locations.insert({
      name,
      code,
      city,
      country,
      timezone,
      active: true,
      created_at: daysAgo(random, 1200),
    });
    for (const kind of ['desktop', 'phone', 'sms'] as const) {
      const capacity = random.pick([200, 500, 1000]);
      db.resourcePools.insert({
        name: `${code}-${kind}`,
        kind,
        location_id: location.id,
        capacity,
        used: random.int(capacity / 10, capacity - 10),
        status: random.chance(0.9) ? 'active' : 'maintenance',
        created_at: daysAgo(random, 1100),
      });
    }
    const gateway = db.vpnGateways.insert({
      name: `vpn-${code}`,
      location_id: location.id,
      public_ip: `198.51.100.${location.id * 10}`,
      protocol: random.pick(['wireguard', 'ipsec', 'openvpn'] as const),
      status: random.pick(['online', 'online', 'online', 'degraded'] as const),
      connected_clients: random.int(5, 400),
      created_at: daysAgo(random, 1000),
    });
    for (const [i, purpose] of ['desktops', 'management'].entries()) {
      db.networks.insert({
        name: `${code}-${purpose}`,
        cidr: `10.${100 + location.id}.${i * 16}.0/20`,
        vlan_id: 100 + location.id * 10 + i,
        vpn_gateway_id: gateway.id,
        organization_id: null,
        created_at: daysAgo(random, 900),
      });
    }
  }
  const services = [
    ['Alias', 'alias', 'alias', 'A team identity that holds services.', 0],
    ['Virtual desktop', 'virtual-desktop', 'virtual_desktop', 'A managed Windows or Linux desktop.', 4900],
    [
      'Virtual phone',
      'virtual-phone',
      'virtual_phone',
      'A US phone number with voicemail and forwarding.',
      1500,
    ],
    ['SMS number', 'sms-number', 'sms_number', 'A number that sends and receives text messages.', 900],
    ['File sharing', 'file-sharing', 'file_sharing', '100 GB of shared storage per alias.', 1200],
  ] as const;
  for (const [name, code, category, description, price] of services) {
    db.serviceTypes.insert({
      name,
      code,
      category,
      description,
      monthly_price_cents: price,
      active: true,
      created_at: daysAgo(random, 1000),
    });
  }
  for (let i = 0; i < 6; i++) {
    db.smsNumbers.insert({
      alias_id: null,
      number: usPhone(random),
      label: 'Pool',
      status: 'active',
      provider: random.pick(['twilio', 'bandwidth', 'vonage'] as const),
      reserved: i === 0,
      created_at: daysAgo(random, 90),
    });
  }
  db.caches = [
    ['privileges', 'Privileges per user'],
    ['organizations', 'Organization records'],
    ['help_content', 'Rendered help articles'],
    ['desktop_status', 'Virtual desktop power states'],
  ].map(([name = '', description = '']) => ({
    name,
    description,
    keys: random.int(50, 5000),
    size_bytes: random.int(100_000, 50_000_000),
    hit_rate: Math.round(random.next() * 100) / 100,
  }));
  const sources = ['api', 'worker.provisioning', 'worker.billing', 'scheduler', 'idp'] as const;
  for (let i = 0; i < 60; i++) {
    const level = random.pick(['debug', 'info', 'info', 'warning', 'error', 'critical'] as const);
    const failed = level === 'error' || level === 'critical';
    db.devLogs.insert({
      level,
      source: random.pick(sources),
      message: failed ? 'Provisioning of virtual desktop timed out after 300 s' : 'Job finished in 1.2 s',
      request_id: random.chance(0.7) ? `req_${random.hex(12)}` : null,
      stack_trace: failed ? 'TimeoutError: provisioning\n    at Worker.run (worker.ts:88:11)' : null,
      context: failed ? { desktop_id: random.int(1, 30), attempt: random.int(1, 3) } : {},
      created_at: iso(SEED_NOW - i * 3_600_000 * 5),
    });
  }
  const predefined = [
    ['Administrator', 'Full access to the organization.', ALL_PRIVILEGES],
    ['User manager', 'Adds and edits users.', ['users:*', 'roles:list']],
    ['Support agent', 'Handles support tickets.', ['tickets:*']],
    [
      'Auditor',
      'Reads users, roles, tickets and the audit log.',
      ['users:list', 'roles:list', 'tickets:list', 'administrative:aduit_logs'],
    ],
  ] as const;
  for (const [name, description, privileges] of predefined) {
    const created = iso(SEED_NOW - 1000 * DAY);
    db.roles.insert({
      org_id: null,
      name,
      description,
      privileges: [...privileges],
      is_predefined: true,
      created_at: created,
      updated_at: created,
    });
  }
}

function seedStaff(db: Db, random: Random): void {
  const superAdmin = db.staffRoles.insert({
    name: 'Administrator',
    description: 'Full access to the admin area.',
    privileges: ['*'],
  });
  const support = db.staffRoles.insert({
    name: 'Support',
    description: 'Reads every staff screen; changes nothing.',
    privileges: [],
  });
  const infra = db.staffRoles.insert({
    name: 'Infrastructure',
    description: 'Locations, pools, gateways, networks.',
    privileges: ['infra:*'],
  });
  db.staff.insert({
    first_name: staffPersona.first_name,
    last_name: staffPersona.last_name,
    email: staffPersona.email,
    role_id: superAdmin.id,
    status: true,
    created_at: iso(SEED_NOW - 1100 * DAY),
  });
  db.staff.insert({
    first_name: staffPersonas.support.first_name,
    last_name: staffPersonas.support.last_name,
    email: staffPersonas.support.email,
    role_id: support.id,
    status: true,
    created_at: daysAgo(random, 1000),
  });
  const others = [
    ['Marcus', 'Holt', infra.id],
    ['Elena', 'Vasquez', superAdmin.id],
    ['Tom', 'Becker', support.id],
  ] as const;
  for (const [first, last, roleId] of others) {
    db.staff.insert({
      first_name: first,
      last_name: last,
      email: `${first}.${last}@provider.test`.toLowerCase(),
      role_id: roleId,
      status: true,
      created_at: daysAgo(random, 1000),
    });
  }
}

const helpContent: Record<HelpSection, { folder: string; articles: string[] }[]> = {
  bestpractices: [
    {
      folder: 'Security',
      articles: ['Turn on two-factor authentication', 'Choosing strong passwords', 'Reviewing the audit log'],
    },
    { folder: 'Virtual desktops', articles: ['Sizing a desktop', 'Saving files to the share'] },
    { folder: 'Communication', articles: ['Setting up call forwarding', 'SMS etiquette for customers'] },
  ],
  userguide: [
    { folder: 'Getting started', articles: ['Signing in', 'Your dashboard', 'Updating your profile'] },
    { folder: 'Managing users', articles: ['Adding a user', 'Roles and privileges', 'Deactivating a user'] },
    { folder: 'Services', articles: ['What is an alias?', 'Adding a virtual phone', 'Sharing files'] },
  ],
};

function seedHelp(db: Db): void {
  for (const section of ['bestpractices', 'userguide'] as const) {
    db.helpArticles.insert({
      section,
      folder_id: null,
      title: section === 'bestpractices' ? 'Best practices at a glance' : 'Welcome to the user guide',
      content: '<h2>Start here</h2><p>Pick a folder to read more.</p>',
      updated_at: iso(SEED_NOW - 30 * DAY),
    });
    for (const { folder, articles } of helpContent[section]) {
      const parent = db.helpFolders.insert({ section, parent_id: null, name: folder });
      const sub = db.helpFolders.insert({ section, parent_id: parent.id, name: `${folder}: advanced` });
      articles.forEach((title, i) => {
        db.helpArticles.insert({
          section,
          folder_id: i === articles.length - 1 ? sub.id : parent.id,
          title,
          content: `<h2>${title}</h2><p>This article explains ${title.toLowerCase()}.</p><ol><li>Open the console.</li><li>Follow the steps on screen.</li></ol><p>See also <a href="https://docs.provider.test/">the documentation</a>.</p>`,
          updated_at: iso(SEED_NOW - (i + 3) * 7 * DAY),
        });
      });
    }
  }
}
