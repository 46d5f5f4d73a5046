import type { ReactElement, ReactNode } from 'react';
import type { ExternalToast, toast as SonnerToast } from 'sonner';

import { TOAST_DURATIONS, type ToastType } from './constants.ts';
import { createToastRegistry, type ToastId } from './registry.ts';
import { withSonner } from './sonner-loader.ts';

export interface ToastOptions {
  /** Pass the id of an earlier toast to update it in place (e.g. turn a loading toast into a success). */
  id?: ToastId;
  description?: ReactNode;
  /** Overrides the type's duration (ms); `Infinity` keeps it until dismissed. */
  duration?: number;
  action?: { label: ReactNode; onClick: () => void };
}

export interface PromiseMessages<T> {
  loading: ReactNode;
  success: ReactNode | ((data: T) => ReactNode);
  error: ReactNode | ((error: unknown) => ReactNode);
}

const registry = createToastRegistry({ dismiss: (id) => withSonner((s) => s.toast.dismiss(id)) });

// Ids are ours, not sonner's: a toast has its id at once, while sonner may still be loading.
let lastId = 0;

/** The sonner options for one of our toast types: its duration, and the registry's close hooks. */
function sonnerOptions(type: ToastType, options: ToastOptions = {}): ExternalToast {
  const { action, ...rest } = options;
  const onClosed = (t: { id: ToastId }) => registry.closed(t.id);
  return {
    ...rest,
    ...(action ? { action: { label: action.label, onClick: () => action.onClick() } } : {}),
    duration: options.duration ?? TOAST_DURATIONS[type],
    onDismiss: onClosed,
    onAutoClose: onClosed,
  };
}

/** Shows (or updates, given an id) a toast through `send`, once sonner is there; returns its id at once. */
function show(
  type: ToastType,
  options: ToastOptions | undefined,
  send: (sonner: typeof SonnerToast, settings: ExternalToast) => unknown,
): ToastId {
  const id = options?.id ?? `toast-${++lastId}`;
  registry.add(id);
  const settings = sonnerOptions(type, { ...options, id });
  withSonner((s) => void send(s.toast, settings));
  return id;
}

const resolve = <A>(message: ReactNode | ((arg: A) => ReactNode), arg: A): ReactNode =>
  typeof message === 'function' ? message(arg) : message;

/** A blank toast (no icon), 4000 ms. Returns its id. */
function blank(message: ReactNode, options?: ToastOptions): ToastId {
  // sonner's `message` resets the type, so updating a loading toast with a blank message drops the spinner.
  return show('blank', options, (s, o) => s.message(message, o));
}

export const toast = Object.assign(blank, {
  /** 2000 ms. */
  success: (message: ReactNode, options?: ToastOptions) =>
    show('success', options, (s, o) => s.success(message, o)),
  /** 4000 ms. */
  error: (message: ReactNode, options?: ToastOptions) =>
    show('error', options, (s, o) => s.error(message, o)),
  /** Stays until dismissed or updated through its id. */
  loading: (message: ReactNode, options?: ToastOptions) =>
    show('loading', options, (s, o) => s.loading(message, o)),
  /** Your own content, 4000 ms; `render` gets the id so the content can dismiss itself. */
  custom: (render: (id: ToastId) => ReactElement, options?: ToastOptions) =>
    show('custom', options, (s, o) => s.custom(render, o)),
  /** A loading toast that turns into a success or an error toast (with their durations) when the promise settles. */
  promise<T>(
    promise: Promise<T>,
    messages: PromiseMessages<T>,
    options?: Omit<ToastOptions, 'duration'>,
  ): ToastId {
    const id = toast.loading(messages.loading, options);
    promise.then(
      (data) => toast.success(resolve(messages.success, data), { ...options, id }),
      (error: unknown) => toast.error(resolve(messages.error, error), { ...options, id }),
    );
    return id;
  },
  /** Closes one toast, or all of them without an id. */
  dismiss(id?: ToastId) {
    for (const open of id === undefined ? registry.openIds() : [id]) registry.closed(open);
    withSonner((s) => void s.toast.dismiss(id));
  },
});

/** Ids of the toasts kept (newest first); for tests and debugging. */
export const keptToastIds = () => registry.ids();
