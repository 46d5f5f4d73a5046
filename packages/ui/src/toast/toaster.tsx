import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import type { ToasterProps as SonnerToasterProps } from 'sonner';

import { importWhenOnline } from '../lib/import-when-online.ts';
import { useTheme } from '../theme/theme.ts';
import {
  isFirstToaster,
  onToastChange,
  toasterMounted,
  toastsWaiting,
  toastWanted,
} from './sonner-loader.ts';

const LoadedToaster = lazy(() => importWhenOnline(() => import('./sonner-toaster.tsx')));

export type ToasterProps = Pick<SonnerToasterProps, 'position' | 'offset'>;

// Every mounted <Toaster /> registers (sonner-loader.ts) and only the first one renders, so a page that mounts
// its own (the gallery, a test harness) inside an app that already has one does not show every toast twice.
function useIsFirstToaster() {
  const [id] = useState(() => Symbol('toaster'));
  useEffect(() => toasterMounted(id), [id]);
  return useSyncExternalStore(
    onToastChange,
    () => isFirstToaster(id),
    () => false,
  );
}

/**
 * Mount once, near the root (extra mounts render nothing). Shows up to TOAST_LIMIT toasts, follows the
 * kit's theme, has a close button on each toast, and is a labelled live region ("Notifications").
 * It draws nothing, and loads no toast library, until the first toast is asked for.
 */
export function Toaster({ position = 'bottom-right', offset }: ToasterProps) {
  const { resolved } = useTheme();
  const first = useIsFirstToaster();
  const wanted = useSyncExternalStore(onToastChange, toastWanted, () => false);
  const waiting = useSyncExternalStore(onToastChange, toastsWaiting, () => false);
  if (!first || !wanted) return null;
  return (
    <>
      <Suspense fallback={null}>
        <LoadedToaster position={position} offset={offset} theme={resolved} />
      </Suspense>
      {/* Says that toasts are on their way while the toaster loads, for tools and tests that wait for them. */}
      {waiting && <span hidden data-toasts-waiting="" />}
    </>
  );
}
