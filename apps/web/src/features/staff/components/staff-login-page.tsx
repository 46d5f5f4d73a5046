import { useMutation } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';

import { Alert, Button } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { staffApi } from '~/lib/api/api';

import { staffMessages } from '../staff.messages';
import { rememberStaffReturn } from '../staff-return';

/** Staff sign in through the identity provider; the page it came from waits in this tab's storage. */
export function StaffLoginPage() {
  const t = useMessages(staffMessages);
  const { redirect } = useSearch({ from: '/admin/login' });
  const start = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      const redirect_uri = `${window.location.origin}/admin/googleauthcallback`;
      return (await staffApi.POST('/admin/auth/login', { body: { redirect_uri } })).data;
    },
    onSuccess: ({ authorization_url }) => {
      rememberStaffReturn(redirect);
      window.location.assign(authorization_url);
    },
  });
  return (
    <div className="grid min-h-screen place-items-center bg-canvas p-4">
      <main id="main" className="w-full max-w-sm space-y-5 rounded-xl border border-border bg-surface p-8">
        <div className="space-y-1">
          <h1 className="text-xl font-semibold">{t('signInTitle')}</h1>
          <p className="text-sm text-fg-muted">{t('signInText')}</p>
        </div>
        {start.isError && <Alert tone="error">{start.error.message}</Alert>}
        <Button className="w-full" onClick={() => start.mutate()} loading={start.isPending}>
          {t('continueWithProvider')}
        </Button>
      </main>
    </div>
  );
}
