// After a password reset or an accepted invitation the used link's address is replaced by the sign-in page (a
// one-time token never stays in the address bar or the history, docs/product-rules.md#one-time-links). The
// sign-in page learns why it was opened from the history entry's state, not from its URL.
import type { HistoryState } from '@tanstack/history';

import type { sessionMessages } from './session.messages';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The sign-in page was opened by a successful password reset. */
    passwordChanged?: boolean;
    /** The sign-in page was opened by an accepted invitation (the password is set, the account active). */
    invitationAccepted?: boolean;
  }
}

/** The sign-in page's notice (a key of the session catalog) for the history state it was opened with. */
export const signInNotice = (state: HistoryState): keyof typeof sessionMessages.source | null =>
  state.passwordChanged ? 'pwChanged' : state.invitationAccepted ? 'invited' : null;
