/** The toast types (docs/product-rules.md#toasts); 'blank' is a plain message without an icon. */
export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

/** How long each type stays; loading stays until it is dismissed or updated (docs/product-rules.md#toasts). */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
} as const satisfies Record<ToastType, number>;

/** At most this many toasts are kept (shown and remembered) at once; the oldest make way. */
export const TOAST_LIMIT = 20;

/** How long a closed toast is still remembered (and counted towards the limit) before it is forgotten. */
export const TOAST_REMOVE_DELAY = 1000;
