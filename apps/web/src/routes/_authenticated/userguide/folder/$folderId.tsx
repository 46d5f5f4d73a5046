import { createFileRoute } from '@tanstack/react-router';

import { helpQueries, UserGuideFolder } from '~/features/help';
import { requireAccess } from '~/lib/access/guards';
import { loadQueries } from '~/lib/routing/route-loading';
import { idParam } from '~/lib/routing/route-params';

export const Route = createFileRoute('/_authenticated/userguide/folder/$folderId')({
  params: idParam('folderId'),
  beforeLoad: requireAccess('userguide'),
  loader: (ctx) => loadQueries(ctx, helpQueries.folder('userguide', ctx.params.folderId)),
  component: UserGuideFolder,
});
