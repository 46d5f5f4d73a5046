import { Badge, type BadgeTone } from '@console/ui';
import { type Translate, useMessages } from '@console/ui/i18n';

import { ticketsMessages } from '../tickets.messages';
import type { TicketPriority } from '../tickets.schemas';
import type { TicketStatus } from '../tickets.search';

type Key = keyof typeof ticketsMessages.source;

const statuses: Record<TicketStatus, { label: Key; tone: BadgeTone }> = {
  open: { label: 'statusOpen', tone: 'info' },
  // The contract: `pending` waits for the customer.
  pending: { label: 'statusPending', tone: 'warning' },
  closed: { label: 'statusClosed', tone: 'neutral' },
};

const priorities: Record<TicketPriority, { label: Key; tone: BadgeTone }> = {
  low: { label: 'priorityLow', tone: 'neutral' },
  normal: { label: 'priorityNormal', tone: 'neutral' },
  high: { label: 'priorityHigh', tone: 'warning' },
  urgent: { label: 'priorityUrgent', tone: 'danger' },
};

export const statusLabel = (t: Translate<Key>, status: TicketStatus) => t(statuses[status].label);
export const priorityLabel = (t: Translate<Key>, priority: TicketPriority) => t(priorities[priority].label);

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useMessages(ticketsMessages);
  return <Badge tone={statuses[status].tone}>{statusLabel(t, status)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const t = useMessages(ticketsMessages);
  return <Badge tone={priorities[priority].tone}>{priorityLabel(t, priority)}</Badge>;
}
