import { createFileRoute } from '@tanstack/react-router';

import { BestPracticesFolder, helpQueries } from '~/features/help';
import { requireAccess } from '~/lib/guards';
import { loadQueries } from '~/lib/route-loading';
import { idParam } from '~/lib/route-params';

export const Route = createFileRoute('/_authenticated/bestpractices/folder/$folderId')({
  params: idParam('folderId'),
  beforeLoad: requireAccess('bestpractices'),
  loader: (ctx) => loadQueries(ctx, helpQueries.folder('bestpractices', ctx.params.folderId)),
  component: BestPracticesFolder,
});
