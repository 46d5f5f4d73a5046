// generated-placeholder: the screen arrives with its issue; the guard is real now.
import { createFileRoute } from '@tanstack/react-router';
import { ScreenPlaceholder } from '~/features/shell';
import { requireAccess } from '~/lib/guards';

export const Route = createFileRoute('/_authenticated/tickets/$ticketId/reply')({
  beforeLoad: requireAccess('tickets.reply'),
  component: () => <ScreenPlaceholder title="Reply to ticket" />,
});
