// The writes of the staff users domain: signing in as a user (an Administrator's action that acts as them).
import { useMutation } from '@tanstack/react-query';

import { toast } from '@console/ui';

import { staffApi } from '~/lib/api/api';

/**
 * Opens the user's console in `tab` (opened by the click itself, so that no popup blocker stops it), once
 * the server issued the one-time link; closes the tab when it could not.
 */
export function useSignInAsUser(userId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (tab: Window | null) => {
      try {
        const { data } = await staffApi.GET('/admin/auth/ssotoken/{id}', {
          params: { path: { id: userId } },
        });
        const url = `/ssologin/${encodeURIComponent(data.sso_access_token)}`;
        if (tab) tab.location.href = url;
        else window.open(url, '_blank');
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onError: (error) => toast.error(error.message),
  });
}
