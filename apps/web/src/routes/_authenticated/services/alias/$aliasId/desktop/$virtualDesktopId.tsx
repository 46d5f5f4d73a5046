// generated-placeholder: the screen arrives with its issue; the guard is real now.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '~/features/shell';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/services/alias/$aliasId/desktop/$virtualDesktopId')({
  beforeLoad: requireAccess('aliases'),
  component: () => <ScreenPlaceholder title="Virtual desktop" />,
});
