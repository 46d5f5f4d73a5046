// App mode: staff, dashboard or both; the default is the dashboard (docs/product-rules.md#app-modes).
export type AppMode = 'staff' | 'dashboard' | 'both';

export function parseAppMode(value: unknown): AppMode {
  return value === 'staff' || value === 'both' ? value : 'dashboard';
}

export const appMode: AppMode = parseAppMode(import.meta.env.VITE_APP_MODE);
export const staffAreaEnabled = appMode !== 'dashboard';
