import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';

import { Spinner } from '@console/ui';
import { translate, useMessages } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';
import { api, staffTokens } from '~/lib/api/api';
import { storeSession } from '~/lib/session/session';

import { linksMessages } from '../links.messages';

// Here, not with the sign-in page's calls: only this page signs in with an SSO token, and /login's bytes are
// budgeted (decision 0010).
async function ssoLogin(token: string) {
  // The staff member's own session proves who signs in as the user (`sso_staff_token`).
  const staffToken = staffTokens.getTokens()?.accessToken;
  if (!staffToken) throw new Error(translate(linksMessages, 'ssoNoStaff'));
  const { data } = await api.POST('/staffssologin/{token}', {
    params: { path: { token } },
    body: { sso_staff_token: staffToken },
  });
  storeSession(data);
}

/** Staff "sign in as" a user: the SSO token works once, then leaves the URL (docs/product-rules.md#sign-in-as-a-user). */
export function SsoLoginPage() {
  const { ssoAccessToken } = useParams({ from: '/_public/ssologin/$ssoAccessToken' });
  const t = useMessages(linksMessages);
  const navigate = useNavigate();
  const { mutate, isError, error } = useMutation({
    mutationFn: ssoLogin,
    meta: { handlesErrors: true },
    onSuccess: () => navigate({ to: '/dashboard', replace: true }),
  });
  useEffect(() => mutate(ssoAccessToken), [mutate, ssoAccessToken]);

  if (isError) {
    return (
      <div className="space-y-4">
        <h1 className="text-xl font-semibold">{t('ssoGone')}</h1>
        <p className="text-sm">{error.message}</p>
        <TextLink to="/login" className="text-sm font-medium">
          {t('goToSignInPage')}
        </TextLink>
      </div>
    );
  }
  return <Spinner label={t('signingIn')} />;
}
