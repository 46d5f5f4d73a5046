import { createFileRoute } from '@tanstack/react-router';

import { BestPracticesFolder, helpQueries } from '~/features/help';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/_authenticated/bestpractices/folder/$folderId')({
  params: idParam('folderId'),
  beforeLoad: requireAccess('bestpractices'),
  loader: (ctx) => loadQueries(ctx, helpQueries.folder('bestpractices', ctx.params.folderId)),
  component: BestPracticesFolder,
});
