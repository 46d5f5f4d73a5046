export { TOAST_DURATIONS, TOAST_LIMIT, TOAST_REMOVE_DELAY } from './constants.ts';
export type { ToastType } from './constants.ts';
export type { ToastId } from './registry.ts';
export { keptToastIds, toast } from './toast.ts';
export type { PromiseMessages, ToastOptions } from './toast.ts';
export { Toaster } from './toaster.tsx';
export type { ToasterProps } from './toaster.tsx';
