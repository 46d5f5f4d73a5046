export { TicketsPage } from './components/tickets-page';
export { NewTicketPage } from './components/new-ticket-page';
export { TicketPage } from './components/ticket-page';
export { ReplyPage } from './components/reply-page';
export { ticketsQueries } from './tickets.queries';
