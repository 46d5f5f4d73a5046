import { PASSWORD_POLICY } from '../auth/password-policy.ts';
import { Table } from './table.ts';
import type * as Rows from './types.ts';

/** Every table of the mock. A fresh `Db` comes from `seedDatabase()`; reset replaces it wholesale. */
export interface Db {
  organizations: Table<Rows.Organization>;
  users: Table<Rows.User>;
  invitations: Table<Rows.Invitation>;
  roles: Table<Rows.Role>;
  aliases: Table<Rows.Alias>;
  virtualDesktops: Table<Rows.VirtualDesktop>;
  virtualPhones: Table<Rows.VirtualPhone>;
  smsNumbers: Table<Rows.SmsNumber>;
  smsMessages: Table<Rows.SmsMessage>;
  socialAccounts: Table<Rows.SocialAccount>;
  fileShares: Table<Rows.FileShare>;
  sharedFiles: Table<Rows.SharedFile>;
  tickets: Table<Rows.Ticket>;
  ticketMessages: Table<Rows.TicketMessage>;
  attachments: Table<Rows.Attachment>;
  logs: Table<Rows.LogEntry>;
  helpFolders: Table<Rows.HelpFolder>;
  helpArticles: Table<Rows.HelpArticle>;
  staff: Table<Rows.Staff>;
  staffRoles: Table<Rows.StaffRole>;
  serviceTypes: Table<Rows.ServiceType>;
  resourcePools: Table<Rows.ResourcePool>;
  locations: Table<Rows.Location>;
  vpnGateways: Table<Rows.VpnGateway>;
  networks: Table<Rows.Network>;
  devLogs: Table<Rows.DevLog>;
  /** Users' saved list views; staff members' are apart, in `staffListViews`. */
  listViews: Table<Rows.ListView>;
  staffListViews: Table<Rows.ListView>;
  /** Each person's preferences by their id, users' and staff members' apart; a person without an entry has the defaults. */
  userPreferences: Map<number, Rows.Preferences>;
  staffPreferences: Map<number, Rows.Preferences>;
  settings: Rows.Settings;
  caches: Rows.Cache[];
}

export function createEmptyDb(): Db {
  return {
    organizations: new Table(),
    users: new Table(),
    invitations: new Table(),
    roles: new Table(),
    aliases: new Table(),
    virtualDesktops: new Table(),
    virtualPhones: new Table(),
    smsNumbers: new Table(),
    smsMessages: new Table(),
    socialAccounts: new Table(),
    fileShares: new Table(),
    sharedFiles: new Table(),
    tickets: new Table(),
    ticketMessages: new Table(),
    attachments: new Table(),
    logs: new Table(),
    helpFolders: new Table(),
    helpArticles: new Table(),
    staff: new Table(),
    staffRoles: new Table(),
    serviceTypes: new Table(),
    resourcePools: new Table(),
    locations: new Table(),
    vpnGateways: new Table(),
    networks: new Table(),
    devLogs: new Table(),
    listViews: new Table(),
    staffListViews: new Table(),
    userPreferences: new Map(),
    staffPreferences: new Map(),
    settings: {
      maintenance_mode: false,
      maintenance_message: '',
      support_email: 'support@provider.test',
      access_token_ttl_seconds: 900,
      refresh_token_ttl_days: 7,
      session_idle_timeout_minutes: 30,
      max_upload_bytes: 10 * 1024 * 1024,
      file_sharing_quota_bytes: 100 * 1024 ** 3,
      default_predefined_role_id: null,
      password_policy: { ...PASSWORD_POLICY },
    },
    caches: [],
  };
}

/** The two-factor state of an account that has never set it up. */
export function noTwoFactor(): Rows.TwoFactorState {
  return { enabled: false, secret: null, pending_secret: null, recovery_codes: [], trusted_devices: [] };
}
