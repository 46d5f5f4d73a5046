import { createFileRoute } from '@tanstack/react-router';
import { HelpHomePage, helpQueries, helpSearchSchema } from '~/features/help';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/userguide/')({
  validateSearch: helpSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireAccess('userguide'),
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.search) void queryClient.prefetchQuery(helpQueries.search('userguide', deps));
    else void queryClient.prefetchQuery(helpQueries.root('userguide'));
  },
  component: function HelpHome() {
    return <HelpHomePage section="userguide" search={Route.useSearch()} />;
  },
});
