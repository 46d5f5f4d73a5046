// The command palette's recently opened items: a convenience kept in this browser, one list per person and
// audience (decision 0029). Like every other trace of a person, they go at sign-out (lib/session.ts,
// lib/staff-session.ts), so the next person on this browser sees none of them.
export type RecentAudience = 'user' | 'staff';

export const recentItemsKey = (audience: RecentAudience, personId: number) =>
  `recent:${audience}:${personId}`;

/** Removes every stored list of the audience (whoever signed in last, and anyone before who did not sign out). */
export function forgetRecentItems(audience: RecentAudience) {
  try {
    const prefix = `recent:${audience}:`;
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was stored.
  }
}
