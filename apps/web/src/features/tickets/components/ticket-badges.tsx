import { Badge, type BadgeTone } from '@console/ui';

import type { TicketPriority } from '../tickets.schemas';
import type { TicketStatus } from '../tickets.search';

const statuses: Record<TicketStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'info' },
  // The contract: `pending` waits for the customer.
  pending: { label: 'Waiting for you', tone: 'warning' },
  closed: { label: 'Closed', tone: 'neutral' },
};

const priorities: Record<TicketPriority, { label: string; tone: BadgeTone }> = {
  low: { label: 'Low', tone: 'neutral' },
  normal: { label: 'Normal', tone: 'neutral' },
  high: { label: 'High', tone: 'warning' },
  urgent: { label: 'Urgent', tone: 'danger' },
};

export const statusLabel = (status: TicketStatus) => statuses[status].label;
export const priorityLabel = (priority: TicketPriority) => priorities[priority].label;

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={statuses[status].tone}>{statuses[status].label}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge tone={priorities[priority].tone}>{priorities[priority].label}</Badge>;
}
