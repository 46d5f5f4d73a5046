// A tiny event hub between the SDK (which notices an expired session) and the UI (which decides what to do:
// a sign-in dialog over a form with unsaved input, or a redirect to the login page).
type Audience = 'user' | 'staff';
type Listener = (audience: Audience) => void;

const listeners = new Set<Listener>();

export const sessionEvents = {
  onExpired(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  emitExpired(audience: Audience) {
    for (const listener of listeners) listener(audience);
  },
};
