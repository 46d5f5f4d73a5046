import { ALL_PRIVILEGES } from './privileges.ts';
import { staffPersonas } from './staff-personas.ts';

/**
 * The seeded sign-ins. End-to-end tests import these (never copy them), and the server prints them at start.
 */
export interface Persona {
  key: string;
  label: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  organization: 'Acme Corp' | 'Globex';
  is_primary_user: boolean;
  status: boolean;
  role: { name: string; description: string; privileges: readonly string[] };
  note: string;
}

/** The two-factor persona's authenticator secret (base32), as a user would have scanned it. */
export const TWO_FACTOR_SECRET = 'JBSWY3DPEHPK3PXP';

/** The two-factor persona's recovery codes; each works once until the mock is reset. */
export const TWO_FACTOR_RECOVERY_CODES = [
  'k7m2-q9xa',
  'p4tz-8wrn',
  'c3vd-h6ye',
  'f8gb-2jks',
  'w5nq-r7mc',
  'z2hx-4pla',
  'b9ek-t3uv',
  'm6rw-d8qf',
] as const;

/** A trusted device token of the two-factor persona: signing in with it skips the code. */
export const TWO_FACTOR_TRUSTED_HASH_TOKEN = 'trusted-6f1c2a9e4b7d4f03a1e5c8b2d9f0a7c3';

const persona = (p: Persona) => p;

const ADMINISTRATOR_ROLE = {
  name: 'Administrator',
  description: 'Full access to the organization.',
  privileges: ALL_PRIVILEGES,
};

export const personas = {
  owner: persona({
    key: 'owner',
    label: 'Account owner (primary user, all privileges)',
    email: 'owner@acme.test',
    password: 'Owner!2345',
    first_name: 'Olivia',
    last_name: 'Bennett',
    organization: 'Acme Corp',
    is_primary_user: true,
    status: true,
    role: ADMINISTRATOR_ROLE,
    note: 'Cannot be deleted or deactivated.',
  }),
  helpdesk: persona({
    key: 'helpdesk',
    label: 'Helpdesk (tickets only)',
    email: 'helpdesk@acme.test',
    password: 'Helpdesk!2345',
    first_name: 'Henry',
    last_name: 'Dawson',
    organization: 'Acme Corp',
    is_primary_user: false,
    status: true,
    role: { name: 'Helpdesk', description: 'Handles support tickets.', privileges: ['tickets:*'] },
    note: '',
  }),
  readonly: persona({
    key: 'readonly',
    label: 'Read-only (list privileges only)',
    email: 'readonly@acme.test',
    password: 'Readonly!2345',
    first_name: 'Rachel',
    last_name: 'Okafor',
    organization: 'Acme Corp',
    is_primary_user: false,
    status: true,
    role: {
      name: 'Auditor',
      description: 'Reads users, roles and tickets.',
      privileges: ['users:list', 'roles:list', 'tickets:list'],
    },
    note: '',
  }),
  aliases: persona({
    key: 'aliases',
    label: 'Alias-prefix user (aliases starting with "sales" only)',
    email: 'aliases@acme.test',
    password: 'Aliases!2345',
    first_name: 'Aaron',
    last_name: 'Lindqvist',
    organization: 'Acme Corp',
    is_primary_user: false,
    status: true,
    role: {
      name: 'Sales alias manager',
      description: 'Manages the sales aliases.',
      privileges: ['aliases:prefix:sales'],
    },
    note: '',
  }),
  twofactor: persona({
    key: 'twofactor',
    label: 'Two-factor user (TOTP secret JBSWY3DPEHPK3PXP)',
    email: 'twofactor@acme.test',
    password: 'TwoFactor!2345',
    first_name: 'Tessa',
    last_name: 'Nakamura',
    organization: 'Acme Corp',
    is_primary_user: false,
    status: true,
    role: { name: 'User directory', description: 'Looks people up.', privileges: ['users:list'] },
    note: `Recovery codes: ${TWO_FACTOR_RECOVERY_CODES.join(', ')}`,
  }),
  inactive: persona({
    key: 'inactive',
    label: 'Inactive user (cannot sign in)',
    email: 'inactive@acme.test',
    password: 'Inactive!2345',
    first_name: 'Ivan',
    last_name: 'Petrov',
    organization: 'Acme Corp',
    is_primary_user: false,
    status: false,
    role: { name: 'Former staff', description: 'Kept for the record.', privileges: ['tickets:list'] },
    note: '',
  }),
  globexOwner: persona({
    key: 'globexOwner',
    label: 'Second organisation owner (Globex)',
    email: 'owner@globex.test',
    password: 'Owner!2345',
    first_name: 'Gabriel',
    last_name: 'Moreau',
    organization: 'Globex',
    is_primary_user: true,
    status: true,
    role: ADMINISTRATOR_ROLE,
    note: 'For isolation tests.',
  }),
} as const;

export type PersonaKey = keyof typeof personas;

/** The staff member the IdP page offers first (the Administrator); see `staff-personas.ts` for both. */
export const staffPersona = staffPersonas.admin;

/** The sign-ins as printed at start (and served by `GET /__mock/personas`). */
export function describePersonas(): string {
  const rows = Object.values(personas).map(
    (p) => `  ${p.email.padEnd(22)} ${p.password.padEnd(16)} ${p.label}`,
  );
  for (const staff of Object.values(staffPersonas))
    rows.push(`  ${staff.email.padEnd(22)} ${'(IdP page)'.padEnd(16)} ${staff.label}`);
  return ['Sign-ins:', ...rows, `  Two-factor recovery codes: ${TWO_FACTOR_RECOVERY_CODES.join(' ')}`].join(
    '\n',
  );
}
