// The app mode (staff, dashboard, both), read at runtime from the served shell's
// `<meta name="app-mode">` so that one build serves every mode (decision 0017). The build writes the
// meta from VITE_APP_MODE (default: dashboard); a deployment may serve the shell with another value.
export type AppMode = 'staff' | 'dashboard' | 'both';

export const APP_MODE_META = 'app-mode';

function parseAppMode(value: unknown): AppMode {
  return value === 'staff' || value === 'both' ? value : 'dashboard';
}

/** The mode this build writes into its shell. */
export const builtAppMode: AppMode = parseAppMode(import.meta.env.VITE_APP_MODE);

function servedAppMode(): AppMode {
  if (typeof document === 'undefined') return builtAppMode;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_MODE_META}"]`);
  return meta ? parseAppMode(meta.content) : builtAppMode;
}

export const appMode: AppMode = servedAppMode();
export const staffAreaEnabled = appMode !== 'dashboard';
export const consoleEnabled = appMode !== 'staff';

/** Pages every mode keeps: where a guard sends someone (unauthorized, not found, error). */
const SHARED_PAGES = new Set(['/unauthorized', '/notfound', '/error']);

/** Whether a console path exists in this mode (in staff mode only the shared pages do). */
export const consolePathExists = (pathname: string) => consoleEnabled || SHARED_PAGES.has(pathname);
