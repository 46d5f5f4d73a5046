// Apart from lib/unsaved-changes.ts, which every form loads: the router's blocker loads with the one screen
// that uses it, not with the sign-in page (budget, docs/decisions/0010-login-bundle-budget.md).
import { useBlocker } from '@tanstack/react-router';

/**
 * While `active`, leaving the page (a link, Back, a reload or closing the tab) asks first, e.g. while files
 * are still uploading: what is in flight would be lost.
 */
export function useLeaveWarning(active: boolean, message: string) {
  useBlocker({
    shouldBlockFn: () => !window.confirm(message),
    enableBeforeUnload: () => active,
    disabled: !active,
  });
}
