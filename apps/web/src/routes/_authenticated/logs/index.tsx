// generated-placeholder: the screen arrives with its issue; the guard is real now.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '~/features/shell';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/logs/')({
  beforeLoad: requireAccess('logs'),
  component: () => <ScreenPlaceholder title="Logs" />,
});
