import { createFileRoute } from '@tanstack/react-router';
import { AliasesPage, aliasesSearchSchema, servicesQueries } from '~/features/services';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/services/aliases')({
  validateSearch: aliasesSearchSchema,
  loaderDeps: ({ search }) => search,
  beforeLoad: requireAccess('aliases'),
  loader: ({ context: { queryClient }, deps }) =>
    void queryClient.prefetchQuery(servicesQueries.aliasList(deps)),
  component: AliasesPage,
});
