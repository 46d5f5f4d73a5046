import { Badge } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { listMessages } from './list.messages';

/** An account's status, a boolean shown as Active or Inactive. The dot is decorative; the word carries it. */
export function StatusBadge({ active }: { active: boolean }) {
  const t = useMessages(listMessages);
  return (
    <Badge tone={active ? 'success' : 'neutral'}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${active ? 'bg-success' : 'bg-fg-muted'}`} />
      {t(active ? 'active' : 'inactive')}
    </Badge>
  );
}
