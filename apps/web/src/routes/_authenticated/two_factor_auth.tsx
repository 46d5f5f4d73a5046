import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { TwoFactorPage } from '~/features/account';
import { sessionQueries } from '~/lib/session';

export const Route = createFileRoute('/_authenticated/two_factor_auth')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(sessionQueries.me()),
  component: function OwnTwoFactor() {
    const { data: me } = useSuspenseQuery(sessionQueries.me());
    return <TwoFactorPage userId={me.id} subject="own" />;
  },
});
