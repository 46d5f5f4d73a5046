import { createFileRoute } from '@tanstack/react-router';
import { HelpHomePage, helpQueries, helpSearchSchema } from '~/features/help';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/bestpractices/')({
  validateSearch: helpSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireAccess('bestpractices'),
  loader: ({ context: { queryClient }, deps }) => {
    if (deps.search) void queryClient.prefetchQuery(helpQueries.search('bestpractices', deps));
    else void queryClient.prefetchQuery(helpQueries.root('bestpractices'));
  },
  component: function HelpHome() {
    return <HelpHomePage section="bestpractices" search={Route.useSearch()} />;
  },
});
