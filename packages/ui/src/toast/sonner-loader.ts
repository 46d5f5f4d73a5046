// sonner (about 10 kB gzip) is loaded with the first toast, not with every signed-in page (budget, decision
// 0010). Until it is loaded, and while a mounted <Toaster /> has not yet put sonner's own toaster on screen,
// calls wait here in order: sonner's toaster starts empty, so a toast raised before it subscribes would be lost.
import { importWhenOnline } from '../lib/import-when-online.ts';

type Sonner = typeof import('sonner');

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let waiting: Array<(s: Sonner) => void> = [];
/** <Toaster /> elements mounted, oldest first (only the first draws), and how many have sonner's on screen. */
let toasters: symbol[] = [];
let shown = 0;
let wanted = false;
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((l) => l());

function flush() {
  if (!sonner || (toasters.length > 0 && shown === 0) || waiting.length === 0) return;
  const calls = waiting;
  waiting = [];
  for (const call of calls) call(sonner);
  changed();
}

/** Loads sonner (once). */
export function loadSonner(): Promise<Sonner> {
  loading ??= importWhenOnline(() => import('sonner')).then((module) => {
    sonner = module;
    flush();
    return module;
  });
  return loading;
}

/** Calls sonner now when it can show the toast, else as soon as it can; the first call loads it. */
export function withSonner(call: (s: Sonner) => void) {
  waiting.push(call);
  wanted = true;
  changed();
  if (sonner) flush();
  else void loadSonner();
}

/** For <Toaster />: whether a toast has been asked for, i.e. whether to load and draw sonner's toaster. */
export const toastWanted = () => wanted;
/** For <Toaster />: whether toasts are on their way (sonner or its toaster still loading). */
export const toastsWaiting = () => waiting.length > 0;
/** For <Toaster />: whether this one is the first mounted, the one that draws. */
export const isFirstToaster = (toaster: symbol) => toasters[0] === toaster;
/** For <Toaster />: called when any of the three above may have changed. */
export function onToastChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** For <Toaster />: one is mounted (its return unmounts it). Calls wait for its sonner toaster from then on. */
export function toasterMounted(toaster: symbol) {
  toasters = [...toasters, toaster];
  changed();
  return () => {
    toasters = toasters.filter((t) => t !== toaster);
    changed();
    flush();
  };
}

/** For the loaded toaster: sonner's toaster is subscribed (its return: it left), waiting calls go out. */
export function sonnerShown() {
  shown++;
  flush();
  return () => {
    shown--;
  };
}
