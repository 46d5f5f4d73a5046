import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '~/features/account';
import { sessionQueries } from '~/lib/session';

export const Route = createFileRoute('/_authenticated/profile')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(sessionQueries.me()),
  component: ProfilePage,
});
