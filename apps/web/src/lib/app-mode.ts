// App mode (spec section 9: staff, dashboard, both). This build's default is the dashboard (spec section 1).
export type AppMode = 'staff' | 'dashboard' | 'both';

export function parseAppMode(value: unknown): AppMode {
  return value === 'staff' || value === 'both' ? value : 'dashboard';
}

export const appMode: AppMode = parseAppMode(import.meta.env.VITE_APP_MODE);
export const staffAreaEnabled = appMode !== 'dashboard';
