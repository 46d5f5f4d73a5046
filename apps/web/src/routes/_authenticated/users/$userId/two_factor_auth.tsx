import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TwoFactorPage } from '~/features/account';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/users/$userId/two_factor_auth')({
  params: {
    parse: ({ userId }) => ({ userId: v.parse(v.pipe(v.string(), v.toNumber(), v.integer()), userId) }),
  },
  beforeLoad: requireAccess('users.edit'),
  component: function UserTwoFactor() {
    const { userId } = Route.useParams();
    return <TwoFactorPage userId={userId} subject={`user #${userId}`} />;
  },
});
