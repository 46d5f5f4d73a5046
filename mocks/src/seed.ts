import { createEmptyDb, type Db } from './db/db.ts';
import * as names from './db/names.ts';
import { createRandom, type Random } from './db/random.ts';
import type { HelpSection, Organization, Role, TwoFactorState, User } from './db/types.ts';
import {
  personas,
  staffPersona,
  TWO_FACTOR_RECOVERY_CODES,
  TWO_FACTOR_SECRET,
  TWO_FACTOR_TRUSTED_HASH_TOKEN,
  type Persona,
} from './personas.ts';
import { ALL_PRIVILEGES } from './privileges.ts';

export type SeedSize = 'default' | 'large';

/** Seed dates are relative to this fixed instant, so two runs produce the same data. */
export const SEED_NOW = Date.UTC(2026, 10, 20, 9, 0, 0);
const DAY = 86_400_000;
/** The password of every generated (non-persona) user. */
export const GENERATED_USER_PASSWORD = 'Password!2345';

const sizes = {
  default: { acmeUsers: 40, acmeLogs: 300 },
  large: { acmeUsers: 10_000, acmeLogs: 5_000 },
} as const;

const iso = (ms: number) => new Date(ms).toISOString();
const daysAgo = (random: Random, maxDays: number) => iso(SEED_NOW - random.int(0, maxDays * DAY));
const usPhone = (random: Random) => `+1${random.int(201, 989)}${String(random.int(2_000_000, 9_999_999))}`;

function noTwoFactor(): TwoFactorState {
  return { enabled: false, secret: null, pending_secret: null, recovery_codes: [], trusted_devices: [] };
}

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
  const [city, country] = random.pick(names.CITIES);
  const org = db.organizations.insert({
    name: plan.name,
    address: `${random.int(10, 999)} ${random.pick(['Main', 'Market', 'Harbor', 'Oak', 'Pine'])} Street`,
    city,
    country,
    phone: usPhone(random),
    email: `info@${plan.domain}`,
    website: `https://www.${plan.domain}`,
    status: true,
    created_at: daysAgo(random, 900),
  });

  const orgPersonas = Object.values(personas).filter((p) => p.organization === plan.name);
  const rolesByName = new Map<string, Role>();
  const addRole = (name: string, description: string, privileges: readonly string[]) => {
    const existing = rolesByName.get(name);
    if (existing) return existing;
    const role = db.roles.insert({
      org_id: org.id,
      name,
      description,
      privileges: [...privileges],
      created_at: daysAgo(random, 800),
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
        password: GENERATED_USER_PASSWORD,
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
    password: p.password,
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
  const pools = db.resourcePools.all();
  for (const name of aliasNames) {
    const location = random.pick(locations);
    const owner = random.pick(users);
    const alias = db.aliases.insert({
      org_id: org.id,
      name,
      description: `${name.replace(/-/g, ' ')} team alias`,
      primary_user_id: owner.id,
      status: random.chance(0.9) ? 'active' : 'suspended',
      entity: {
        company_name: `${org.name} ${name.split('-')[0]?.toUpperCase() ?? ''}`.trim(),
        address: org.address,
        city: org.city,
        country: org.country,
        website: `${org.website}/${name}`,
        email: `${name}@${org.email.split('@')[1] ?? 'example.test'}`,
      },
      location_id: location.id,
      created_at: daysAgo(random, 700),
    });
    for (let i = 0, n = random.int(1, 3); i < n; i++) {
      db.virtualDesktops.insert({
        alias_id: alias.id,
        name: `${name}-vd${i + 1}`,
        operating_system: random.pick(['Windows 11 Pro', 'Windows Server 2022', 'Ubuntu 24.04 LTS']),
        cpu_cores: random.pick([2, 4, 8]),
        memory_gb: random.pick([4, 8, 16, 32]),
        disk_gb: random.pick([64, 128, 256]),
        ip_address: `10.${org.id}.${alias.id}.${10 + i}`,
        status: random.pick(['running', 'running', 'stopped', 'provisioning'] as const),
        rdp_connected: random.chance(0.4),
        resource_pool_id: random.pick(pools.filter((p) => p.location_id === location.id).concat(pools)).id,
        created_at: daysAgo(random, 500),
      });
    }
    for (let i = 0, n = random.int(1, 2); i < n; i++) {
      db.virtualPhones.insert({
        alias_id: alias.id,
        phone_number: usPhone(random),
        display_name: `${name} line ${i + 1}`,
        status: random.chance(0.85) ? 'active' : 'inactive',
        forward_to: random.chance(0.3) ? usPhone(random) : null,
        voicemail_enabled: random.chance(0.6),
        created_at: daysAgo(random, 500),
      });
    }
    for (let i = 0, n = random.int(1, 2); i < n; i++) {
      const sms = db.smsNumbers.insert({
        alias_id: alias.id,
        phone_number: usPhone(random),
        country: 'US',
        created_at: daysAgo(random, 400),
      });
      for (let m = 0, count = random.int(3, 12); m < count; m++) {
        db.smsMessages.insert({
          sms_number_id: sms.id,
          direction: random.chance(0.6) ? 'inbound' : 'outbound',
          counterpart: usPhone(random),
          body: random.pick(names.SMS_BODIES),
          created_at: daysAgo(random, 60),
        });
      }
    }
    for (const platform of random.sample(
      ['linkedin', 'twitter', 'facebook', 'instagram'] as const,
      random.int(0, 2),
    )) {
      const handle = name.replace(/-/g, '_');
      db.socialAccounts.insert({
        alias_id: alias.id,
        platform,
        username: handle,
        profile_url: `https://${platform}.example/${handle}`,
        created_at: daysAgo(random, 300),
      });
    }
    for (let i = 0, n = random.int(0, 5); i < n; i++) {
      const [ext, type] = random.pick([
        ['pdf', 'application/pdf'],
        ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        ['png', 'image/png'],
        ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ] as const);
      db.files.insert({
        alias_id: alias.id,
        name: `${random.pick(['Q3 report', 'Price list', 'Contract', 'Logo', 'Onboarding guide'])} ${i + 1}.${ext}`,
        size_bytes: random.int(2_000, 40_000_000),
        content_type: type,
        uploaded_by: random.pick(users).id,
        created_at: daysAgo(random, 200),
      });
    }
  }
}

function seedTickets(db: Db, random: Random, org: Organization, count: number, users: User[]): void {
  const staff = db.staff.all();
  for (let i = 0; i < count; i++) {
    const created = SEED_NOW - random.int(1, 180) * DAY;
    const author = random.pick(users);
    const ticket = db.tickets.insert({
      org_id: org.id,
      subject: random.pick(names.TICKET_SUBJECTS),
      description: `Hello support,\n\nWe noticed this on ${new Date(created).toDateString()}. Could you take a look?\n\nThanks,\n${author.first_name}`,
      status: random.pick(['open', 'open', 'pending', 'closed'] as const),
      priority: random.pick(['low', 'normal', 'normal', 'high', 'urgent'] as const),
      category: random.pick(names.TICKET_CATEGORIES),
      created_by: author.id,
      created_at: iso(created),
      updated_at: iso(created),
    });
    let at = created;
    for (let r = 0, n = random.int(0, 4); r < n; r++) {
      at += random.int(1, 48) * 3_600_000;
      const fromStaff = r % 2 === 0;
      db.ticketReplies.insert({
        ticket_id: ticket.id,
        user_id: fromStaff ? null : author.id,
        staff_id: fromStaff ? random.pick(staff).id : null,
        body: fromStaff
          ? 'Thanks for reaching out. We are looking into it and will update you shortly.'
          : 'Thanks, any update on this?',
        created_at: iso(at),
      });
      ticket.updated_at = iso(at);
    }
  }
}

function seedLogs(db: Db, random: Random, org: Organization, count: number, users: User[]): void {
  for (let i = 0; i < count; i++) {
    const [action, resource] = random.pick(names.LOG_ACTIONS);
    const user = random.pick(users);
    db.logs.insert({
      org_id: org.id,
      user_id: user.id,
      action,
      resource,
      resource_id: resource === 'session' ? null : random.int(1, 50),
      ip_address: `203.0.113.${random.int(1, 254)}`,
      user_agent: random.pick(names.USER_AGENTS),
      details: `${user.first_name} ${user.last_name}: ${action}`,
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
      created_at: daysAgo(random, 1200),
    });
    for (const tier of ['standard', 'performance']) {
      const cpu = random.pick([256, 512]);
      const memory = cpu * 4;
      db.resourcePools.insert({
        name: `${code}-${tier}`,
        location_id: location.id,
        cpu_total: cpu,
        cpu_used: random.int(cpu / 4, cpu - 8),
        memory_total_gb: memory,
        memory_used_gb: random.int(memory / 4, memory - 32),
        storage_total_gb: 20_000,
        storage_used_gb: random.int(4_000, 18_000),
      });
    }
    const gateway = db.vpnGateways.insert({
      name: `vpn-${code}`,
      location_id: location.id,
      public_ip: `198.51.100.${location.id * 10}`,
      status: random.pick(['up', 'up', 'up', 'degraded'] as const),
      connected_clients: random.int(5, 400),
    });
    for (const [i, purpose] of ['desktops', 'management'].entries()) {
      db.networks.insert({
        name: `${code}-${purpose}`,
        cidr: `10.${100 + location.id}.${i * 16}.0/20`,
        vlan_id: 100 + location.id * 10 + i,
        location_id: location.id,
        gateway_id: gateway.id,
      });
    }
  }
  const services = [
    ['Virtual desktop', 'virtual_desktop', 'A managed Windows or Linux desktop.', 4900],
    ['Virtual phone', 'virtual_phone', 'A US phone number with voicemail and forwarding.', 1500],
    ['SMS number', 'sms_number', 'A number that sends and receives text messages.', 900],
    ['File sharing', 'file_sharing', '100 GB of shared storage per alias.', 1200],
    ['Social account', 'social_account', 'Managed social media presence.', 500],
  ] as const;
  for (const [name, code, description, price] of services) {
    db.serviceTypes.insert({
      name,
      code,
      description,
      monthly_price_cents: price,
      active: true,
      created_at: daysAgo(random, 1000),
    });
  }
  for (let i = 0; i < 6; i++) {
    db.smsNumbers.insert({
      alias_id: null,
      phone_number: usPhone(random),
      country: 'US',
      created_at: daysAgo(random, 90),
    });
  }
  const settings = [
    ['maintenance_mode', 'false', 'Show a maintenance banner to every user.'],
    ['signup_enabled', 'true', 'Allow new organisations to sign up.'],
    ['default_desktop_image', 'Windows 11 Pro', 'Image used for new virtual desktops.'],
    ['session_timeout_minutes', '15', 'Access token lifetime shown to users.'],
    ['support_email', 'support@provider.test', 'Where ticket notifications come from.'],
    ['max_aliases_per_org', '50', 'Upper bound on aliases per organisation.'],
  ] as const;
  for (const [key, value, description] of settings) db.settings.set(key, { key, value, description });
  const sources = ['api', 'worker.provisioning', 'worker.billing', 'scheduler', 'idp'] as const;
  for (let i = 0; i < 60; i++) {
    const level = random.pick(['debug', 'info', 'info', 'warning', 'error'] as const);
    db.devLogs.insert({
      level,
      source: random.pick(sources),
      message:
        level === 'error' ? 'Provisioning of virtual desktop timed out after 300 s' : 'Job finished in 1.2 s',
      trace: level === 'error' ? 'TimeoutError: provisioning\n    at Worker.run (worker.ts:88:11)' : null,
      created_at: iso(SEED_NOW - i * 3_600_000 * 5),
    });
  }
  const predefined = [
    ['Administrator', 'Full access to the organisation.', ALL_PRIVILEGES],
    ['User manager', 'Adds and edits users.', ['users:*', 'roles:list']],
    ['Support agent', 'Handles support tickets.', ['tickets:*']],
    [
      'Auditor',
      'Reads users, roles, tickets and the audit log.',
      ['users:list', 'roles:list', 'tickets:list', 'administrative:aduit_logs'],
    ],
  ] as const;
  for (const [name, description, privileges] of predefined) {
    db.roles.insert({
      org_id: null,
      name,
      description,
      privileges: [...privileges],
      created_at: iso(SEED_NOW - 1000 * DAY),
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
    description: 'Organisations, users and tickets.',
    privileges: ['organizations:read', 'users:read', 'tickets:*'],
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
  const others = [
    ['Priya', 'Raman', support.id],
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

const helpContent: Record<HelpSection, { folder: string; description: string; articles: string[] }[]> = {
  bestpractices: [
    {
      folder: 'Security',
      description: 'Keep accounts and data safe.',
      articles: ['Turn on two-factor authentication', 'Choosing strong passwords', 'Reviewing the audit log'],
    },
    {
      folder: 'Virtual desktops',
      description: 'Get the most out of desktops.',
      articles: ['Sizing a desktop', 'Saving files to the share'],
    },
    {
      folder: 'Communication',
      description: 'Phones and SMS.',
      articles: ['Setting up call forwarding', 'SMS etiquette for customers'],
    },
  ],
  userguide: [
    {
      folder: 'Getting started',
      description: 'First steps in the console.',
      articles: ['Signing in', 'Your dashboard', 'Updating your profile'],
    },
    {
      folder: 'Managing users',
      description: 'People and their roles.',
      articles: ['Adding a user', 'Roles and privileges', 'Deactivating a user'],
    },
    {
      folder: 'Services',
      description: 'Aliases and what they hold.',
      articles: ['What is an alias?', 'Adding a virtual phone', 'Sharing files'],
    },
  ],
};

function seedHelp(db: Db): void {
  for (const section of ['bestpractices', 'userguide'] as const) {
    for (const { folder, description, articles } of helpContent[section]) {
      const parent = db.helpFolders.insert({ section, parent_id: null, name: folder, description });
      const sub = db.helpFolders.insert({
        section,
        parent_id: parent.id,
        name: `${folder}: advanced`,
        description: `More on ${folder.toLowerCase()}.`,
      });
      articles.forEach((title, i) => {
        db.helpArticles.insert({
          section,
          folder_id: i === articles.length - 1 ? sub.id : parent.id,
          title,
          summary: `${title} in a few steps.`,
          content_html: `<h2>${title}</h2><p>This article explains ${title.toLowerCase()}.</p><ol><li>Open the console.</li><li>Follow the steps on screen.</li></ol><p>See also <a href="https://docs.provider.test/">the documentation</a>.</p>`,
          updated_at: iso(SEED_NOW - (i + 3) * 7 * DAY),
        });
      });
    }
  }
  // Deliberately hostile HTML: the console must sanitise it before rendering.
  db.helpArticles.insert({
    section: 'userguide',
    folder_id: db.helpFolders.find((f) => f.section === 'userguide' && f.parent_id === null)?.id ?? null,
    title: 'Embedding media in articles',
    summary: 'Images and videos in help content.',
    content_html:
      '<h2>Embedding media</h2><p>Images are shown inline.</p><img src="x" onerror="alert(\'xss\')" alt="Broken image"><script>alert("xss")</script><p>Scripts are never run.</p>',
    updated_at: iso(SEED_NOW - 5 * DAY),
  });
}
