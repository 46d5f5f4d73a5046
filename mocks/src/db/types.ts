/**
 * The mock's own rows. Handlers map them to the contract's shapes, so the store does not change when a
 * response schema gains a field. Times are ISO strings; ids are integers unique per table.
 */

export interface Organization {
  id: number;
  name: string;
  email: string;
  phone: string;
  website: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  region: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  timezone: string;
  status: boolean;
  created_at: string;
}

export interface TrustedDevice {
  id: number;
  name: string;
  hash_token: string;
  created_at: string;
  last_used_at: string | null;
}

export interface TwoFactorState {
  enabled: boolean;
  /** Base32 secret, set once enabled. */
  secret: string | null;
  /** Secret handed out by setup and not yet confirmed by a code. */
  pending_secret: string | null;
  recovery_codes: { code: string; used: boolean }[];
  trusted_devices: TrustedDevice[];
}

export interface User {
  id: number;
  org_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** An scrypt hash (see auth/passwords.ts), never the password itself. */
  password_hash: string;
  status: boolean;
  is_primary_user: boolean;
  role_ids: number[];
  last_seen: string | null;
  created_at: string;
  two_factor: TwoFactorState;
  /** When the password was last entered (sign-in or re-auth), in ms; drives `/reauth/need`. */
  last_password_at: number | null;
}

/** A pending invitation of an organisation's account owner (the invited user is inactive until they accept). */
export interface Invitation {
  id: number;
  org_id: number;
  user_id: number;
  token: string;
  invited_by: string;
  sent_at: string;
  /** In ms, on the state's clock. */
  expires_at: number;
}

export interface Role {
  id: number;
  /** null for the staff area's predefined roles, which every organisation can copy. */
  org_id: number | null;
  name: string;
  description: string;
  privileges: string[];
  /** Seeded from a predefined role: shown as such, cannot be changed or deleted. */
  is_predefined: boolean;
  created_at: string;
  updated_at: string;
}

interface GeneralEntity {
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  gender: 'female' | 'male' | 'other' | 'unspecified';
  occupation: string;
  company: string;
  address_line1: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  bio: string;
}

export interface Alias {
  id: number;
  org_id: number;
  name: string;
  email: string;
  status: 'active' | 'suspended';
  primary_user_id: number | null;
  entity: GeneralEntity;
  file_quota_bytes: number;
  created_at: string;
}

export interface VirtualDesktop {
  id: number;
  alias_id: number;
  name: string;
  status: 'running' | 'stopped' | 'starting' | 'error';
  plan_id: number;
  location_id: number;
  image_id: number;
  hostname: string;
  ip_address: string | null;
  /** Whether an RDP session is open now (the staff area shows it). */
  rdp_connected: boolean;
  /** A start or restart in progress: the status becomes `to` at time `at` (ms). */
  pending: { to: 'running'; at: number } | null;
  last_started_at: string | null;
  created_at: string;
}

export interface VirtualPhone {
  id: number;
  alias_id: number;
  number: string;
  label: string;
  status: 'active' | 'provisioning' | 'suspended';
  forwarding_number: string | null;
  voicemail_enabled: boolean;
  created_at: string;
}

export interface SmsNumber {
  id: number;
  /** null while the number sits in the staff area's pool, unassigned. */
  alias_id: number | null;
  number: string;
  label: string;
  status: 'active' | 'suspended';
  provider: 'twilio' | 'bandwidth' | 'vonage';
  /** Held back in the pool (staff area), not offered to aliases. */
  reserved: boolean;
  created_at: string;
}

export interface SmsMessage {
  id: number;
  sms_number_id: number;
  direction: 'inbound' | 'outbound';
  from: string;
  to: string;
  body: string;
  created_at: string;
}

export interface SocialAccount {
  id: number;
  alias_id: number;
  platform: 'facebook' | 'instagram' | 'linkedin' | 'x' | 'tiktok' | 'youtube';
  username: string;
  profile_url: string;
  email: string | null;
  status: 'active' | 'suspended' | 'pending';
  password: string;
  updated_at: string;
}

export interface FileShare {
  id: number;
  alias_id: number;
  name: string;
  created_at: string;
}

export interface SharedFile {
  id: number;
  share_id: number;
  name: string;
  size: number;
  content_type: string;
  /** The uploaded bytes; seeded files have none and are generated on download. */
  content: Uint8Array | null;
  uploaded_by: number | null;
  uploaded_at: string;
}

export interface Ticket {
  id: number;
  org_id: number;
  subject: string;
  status: 'open' | 'pending' | 'closed';
  priority: 'low' | 'normal' | 'high' | 'urgent';
  created_by: number;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

/** One message of a ticket's thread; the first one is the ticket's description. */
export interface TicketMessage {
  id: number;
  ticket_id: number;
  /** A user of the organisation, or null when support staff answered. */
  user_id: number | null;
  staff_id: number | null;
  body: string;
  created_at: string;
}

export interface Attachment {
  id: number;
  org_id: number;
  /** null until a ticket or reply names it. */
  message_id: number | null;
  name: string;
  size: number;
  content_type: string;
  content: Uint8Array | null;
  uploaded_by: number;
  created_at: string;
}

export interface LogEntry {
  id: number;
  org_id: number;
  user_id: number | null;
  /** `area.verb`, e.g. `user.create`. */
  action: string;
  description: string;
  target_type: string | null;
  target_id: number | null;
  /** The target's name when the entry was written (a person's full name, a role's name, a ticket's subject). */
  target_name: string | null;
  ip_address: string | null;
  user_agent: string | null;
  /** Field → its value before and after, for updates. */
  changes: Record<string, { before: unknown; after: unknown }>;
  /** The staff member who acted (then `user_id` is the user they acted as, or null); `org_id` 0 is platform-wide. */
  staff_id?: number | null;
  /**
   * The actors' names as they were when the entry was written: an entry never changes, whatever happens to the
   * accounts later (docs/product-rules.md#audit-log).
   */
  user_full_name: string | null;
  staff_full_name: string | null;
  created_at: string;
}

export type HelpSection = 'bestpractices' | 'userguide';

export interface HelpFolder {
  id: number;
  section: HelpSection;
  parent_id: number | null;
  name: string;
}

export interface HelpArticle {
  id: number;
  section: HelpSection;
  folder_id: number | null;
  title: string;
  content: string;
  updated_at: string;
}

export interface Staff {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role_id: number;
  status: boolean;
  created_at: string;
}

export interface StaffRole {
  id: number;
  name: string;
  description: string;
  privileges: string[];
}

export interface ServiceType {
  id: number;
  name: string;
  code: string;
  category: 'alias' | 'virtual_desktop' | 'virtual_phone' | 'sms_number' | 'file_sharing' | 'resource_pool';
  description: string;
  monthly_price_cents: number;
  active: boolean;
  created_at: string;
}

export interface ResourcePool {
  id: number;
  name: string;
  kind: 'desktop' | 'phone' | 'sms';
  location_id: number;
  capacity: number;
  used: number;
  status: 'active' | 'maintenance' | 'retired';
  created_at: string;
}

export interface Location {
  id: number;
  name: string;
  code: string;
  city: string;
  country: string;
  timezone: string;
  active: boolean;
  created_at: string;
}

export interface VpnGateway {
  id: number;
  name: string;
  location_id: number;
  public_ip: string;
  protocol: 'wireguard' | 'ipsec' | 'openvpn';
  status: 'online' | 'offline' | 'degraded';
  connected_clients: number;
  created_at: string;
}

export interface Network {
  id: number;
  name: string;
  cidr: string;
  vlan_id: number | null;
  vpn_gateway_id: number | null;
  organization_id: number | null;
  created_at: string;
}

export interface Settings {
  maintenance_mode: boolean;
  maintenance_message: string;
  support_email: string;
  access_token_ttl_seconds: number;
  refresh_token_ttl_days: number;
  session_idle_timeout_minutes: number;
  max_upload_bytes: number;
  file_sharing_quota_bytes: number;
  default_predefined_role_id: number | null;
  password_policy: PasswordPolicy;
}

export interface PasswordPolicy {
  min_length: number;
  require_uppercase: boolean;
  require_lowercase: boolean;
  require_digit: boolean;
  require_symbol: boolean;
}

export interface Cache {
  name: string;
  description: string;
  keys: number;
  size_bytes: number;
  hit_rate: number;
}

export interface DevLog {
  id: number;
  level: 'debug' | 'info' | 'warning' | 'error' | 'critical';
  source: string;
  message: string;
  request_id: string | null;
  stack_trace: string | null;
  context: Record<string, unknown>;
  created_at: string;
}

/** A person's settings that follow them from device to device. */
export interface Preferences {
  /** The console's language; null follows the browser's. */
  language: 'en' | 'de' | 'fr' | null;
}

/** A person's saved view of a list (docs/decisions/0033-saved-views-and-columns.md). */
export interface ListView {
  id: number;
  /** Whose: a user's id (in `listViews`) or a staff member's (in `staffListViews`). */
  owner_id: number;
  list: string;
  name: string;
  search: Record<string, string | number | boolean>;
  is_default: boolean;
  created_at: string;
  updated_at: string;
}
