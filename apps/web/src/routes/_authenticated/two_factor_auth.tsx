import { createFileRoute } from '@tanstack/react-router';

import { OwnTwoFactorPage, twoFactorScreenQueries } from '~/features/account';
import { loadQueries } from '~/lib/routing/route-loading';
import { sessionQueries } from '~/lib/session/session';

export const Route = createFileRoute('/_authenticated/two_factor_auth')({
  loader: async (ctx) => {
    await loadQueries(ctx, sessionQueries.me());
    const me = ctx.context.queryClient.getQueryData(sessionQueries.me().queryKey);
    if (me) await loadQueries(ctx, ...twoFactorScreenQueries(me.id));
  },
  component: OwnTwoFactorPage,
});
