import { createFileRoute } from '@tanstack/react-router';

import { FileSharingPage, servicesQueries } from '~/features/services';
import { fileSharingSearchSchema } from '~/features/services/services.search';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/filesharing')({
  validateSearch: fileSharingSearchSchema,
  beforeLoad: requireAccess('aliases'),
  // The shares decide the screen; the open share's files are a list, which shows its own loading.
  loader: (ctx) =>
    loadQueries(
      ctx,
      servicesQueries.aliasDetail(ctx.params.aliasId),
      servicesQueries.shareList(ctx.params.aliasId),
    ),
  component: FileSharingPage,
});
