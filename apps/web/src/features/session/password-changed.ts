// After a password reset or an accepted invitation the used link's address is replaced by the sign-in page (a
// one-time token never stays in the address bar or the history, docs/product-rules.md#one-time-links). The
// sign-in page learns why it was opened from the history entry's state, not from its URL.
declare module '@tanstack/history' {
  interface HistoryState {
    /** The sign-in page was opened by a successful password reset. */
    passwordChanged?: boolean;
    /** The sign-in page was opened by an accepted invitation (the password is set, the account active). */
    invitationAccepted?: boolean;
  }
}

export const PASSWORD_CHANGED_NOTICE = 'Your password is changed. Sign in with your new password.';
export const INVITATION_ACCEPTED_NOTICE =
  'Your account is active. Sign in with your e-mail and new password.';
