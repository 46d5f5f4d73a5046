// The line under a list's toolbar that names the saved view applied, and says when the list was changed since
// (docs/product-rules.md#columns-and-views). "Update view" and "Save as new view…" are in the Views menu.
import { useMessages } from '@console/ui/i18n';

import type { ListViewsControl } from '../list-views-control';
import { useAppliedView } from './view-state';
import { viewsMessages } from './views.messages';

export function ListViewStatus({ control }: { control: ListViewsControl }) {
  const t = useMessages(viewsMessages);
  const { applied } = useAppliedView(control);
  if (!applied) return null;
  return (
    <p className="mb-3 text-sm text-fg-muted">
      {t('viewLabel')} <span className="font-medium text-fg">{applied.view.name}</span>
      {applied.changed && ` ${t('changedSuffix')}`}
    </p>
  );
}
