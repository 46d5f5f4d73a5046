import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';

import { Alert, Spinner } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';
import { staffApi } from '~/lib/api/api';
import { staffSessionQueries, storeStaffSession } from '~/lib/session/staff-session';

import { staffMessages } from '../staff.messages';
import { takeStaffReturn } from '../staff-return';

/** The identity provider returns here with a one-time code, exchanged for staff tokens. */
export function StaffAuthCallbackPage() {
  const t = useMessages(staffMessages);
  const { code } = useSearch({ from: '/admin/googleauthcallback' });
  const router = useRouter();
  const queryClient = useQueryClient();
  const exchange = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (authCode: string) =>
      (await staffApi.POST('/admin/auth/token', { body: { code: authCode } })).data,
    onSuccess: (session) => {
      storeStaffSession(session);
      queryClient.setQueryData(staffSessionQueries.me().queryKey, session.staff);
      // The code leaves the URL with this navigation (no tokens or codes kept in URLs).
      void router.history.replace(takeStaffReturn());
    },
  });
  const { mutate } = exchange;
  useEffect(() => {
    if (code) mutate(code);
  }, [code, mutate]);

  return (
    <div className="grid min-h-screen place-items-center p-4">
      <main id="main" className="max-w-sm space-y-4 text-center">
        {!code || exchange.isError ? (
          <>
            <Alert tone="error">{exchange.error?.message ?? t('noCode')}</Alert>
            <TextLink to="/admin/login" className="text-sm">
              {t('tryAgain')}
            </TextLink>
          </>
        ) : (
          <Spinner label={t('signingIn')} showLabel />
        )}
      </main>
    </div>
  );
}
