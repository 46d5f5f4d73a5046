/**
 * The mock's own rows. Handlers map them to the contract's shapes, so the store does not change when a
 * response schema gains a field. Times are ISO strings; ids are integers unique per table.
 */

export interface Organization {
  id: number;
  name: string;
  address: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  website: string;
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
  password: string;
  status: boolean;
  is_primary_user: boolean;
  role_ids: number[];
  last_seen: string | null;
  created_at: string;
  two_factor: TwoFactorState;
  /** When the password was last entered (sign-in or re-auth), in ms; drives `/reauth/need`. */
  last_password_at: number | null;
}

export interface Role {
  id: number;
  /** null for the staff area's predefined roles, which every organisation can copy. */
  org_id: number | null;
  name: string;
  description: string;
  privileges: string[];
  created_at: string;
}

export interface Alias {
  id: number;
  org_id: number;
  name: string;
  description: string;
  primary_user_id: number | null;
  status: 'active' | 'suspended';
  entity: {
    company_name: string;
    address: string;
    city: string;
    country: string;
    website: string;
    email: string;
  };
  location_id: number;
  created_at: string;
}

export interface VirtualDesktop {
  id: number;
  alias_id: number;
  name: string;
  operating_system: string;
  cpu_cores: number;
  memory_gb: number;
  disk_gb: number;
  ip_address: string;
  status: 'running' | 'stopped' | 'provisioning';
  rdp_connected: boolean;
  resource_pool_id: number;
  created_at: string;
}

export interface VirtualPhone {
  id: number;
  alias_id: number;
  phone_number: string;
  display_name: string;
  status: 'active' | 'inactive';
  forward_to: string | null;
  voicemail_enabled: boolean;
  created_at: string;
}

export interface SmsNumber {
  id: number;
  /** null while the number sits in the staff area's pool, unassigned. */
  alias_id: number | null;
  phone_number: string;
  country: string;
  created_at: string;
}

export interface SmsMessage {
  id: number;
  sms_number_id: number;
  direction: 'inbound' | 'outbound';
  counterpart: string;
  body: string;
  created_at: string;
}

export interface SocialAccount {
  id: number;
  alias_id: number;
  platform: 'linkedin' | 'twitter' | 'facebook' | 'instagram';
  username: string;
  profile_url: string;
  created_at: string;
}

export interface SharedFile {
  id: number;
  alias_id: number;
  name: string;
  size_bytes: number;
  content_type: string;
  uploaded_by: number | null;
  created_at: string;
}

export interface Ticket {
  id: number;
  org_id: number;
  subject: string;
  description: string;
  status: 'open' | 'pending' | 'closed';
  priority: 'low' | 'normal' | 'high' | 'urgent';
  category: string;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface TicketReply {
  id: number;
  ticket_id: number;
  /** A user of the organisation, or null when support staff answered. */
  user_id: number | null;
  staff_id: number | null;
  body: string;
  created_at: string;
}

export interface LogEntry {
  id: number;
  org_id: number;
  user_id: number | null;
  action: string;
  resource: string;
  resource_id: number | null;
  ip_address: string;
  user_agent: string;
  details: string;
  created_at: string;
}

export type HelpSection = 'bestpractices' | 'userguide';

export interface HelpFolder {
  id: number;
  section: HelpSection;
  parent_id: number | null;
  name: string;
  description: string;
}

export interface HelpArticle {
  id: number;
  section: HelpSection;
  folder_id: number | null;
  title: string;
  summary: string;
  content_html: string;
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
  description: string;
  monthly_price_cents: number;
  active: boolean;
  created_at: string;
}

export interface ResourcePool {
  id: number;
  name: string;
  location_id: number;
  cpu_total: number;
  cpu_used: number;
  memory_total_gb: number;
  memory_used_gb: number;
  storage_total_gb: number;
  storage_used_gb: number;
}

export interface Location {
  id: number;
  name: string;
  code: string;
  city: string;
  country: string;
  timezone: string;
  created_at: string;
}

export interface VpnGateway {
  id: number;
  name: string;
  location_id: number;
  public_ip: string;
  status: 'up' | 'down' | 'degraded';
  connected_clients: number;
}

export interface Network {
  id: number;
  name: string;
  cidr: string;
  vlan_id: number;
  location_id: number;
  gateway_id: number | null;
}

export interface Setting {
  key: string;
  value: string;
  description: string;
}

export interface DevLog {
  id: number;
  level: 'debug' | 'info' | 'warning' | 'error';
  source: string;
  message: string;
  trace: string | null;
  created_at: string;
}
