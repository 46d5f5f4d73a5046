/** Fixed catalogues behind the virtual-desktop options (plans and images). */
export const DESKTOP_PLANS = [
  { id: 1, name: 'Basic', cpu_cores: 2, memory_mb: 4096, disk_gb: 64, monthly_price_cents: 2900 },
  { id: 2, name: 'Standard', cpu_cores: 4, memory_mb: 8192, disk_gb: 128, monthly_price_cents: 4900 },
  { id: 3, name: 'Performance', cpu_cores: 8, memory_mb: 16384, disk_gb: 256, monthly_price_cents: 8900 },
  { id: 4, name: 'Workstation', cpu_cores: 16, memory_mb: 32768, disk_gb: 512, monthly_price_cents: 15900 },
] as const;

export const DESKTOP_IMAGES = [
  { id: 1, name: 'Windows 11 Pro', os: 'windows' },
  { id: 2, name: 'Windows Server 2022', os: 'windows' },
  { id: 3, name: 'Ubuntu 24.04 LTS', os: 'linux' },
  { id: 4, name: 'Debian 12', os: 'linux' },
] as const;

/** Each alias gets this much file-sharing space. */
export const FILE_QUOTA_BYTES = 100 * 1024 ** 3;
