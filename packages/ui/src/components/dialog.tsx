import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import type { DialogProps } from './dialog-popup.tsx';

export type { DialogProps };

// Headless UI's dialog (with its portal and focus trap, about 20 kB gzip) is not needed until a dialog opens:
// screens that may open one load it then, and keep it mounted for its closing (budget, decision 0010).
const DialogPopup = lazy(() => import('./dialog-popup.tsx'));

/**
 * A modal dialog (Headless UI): focus is trapped inside while open, the page behind is inert, and on close
 * focus returns to the element that opened it. Its code loads when it first opens.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useGiveFocusBack(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPopup {...props} />
    </Suspense>
  );
}

/**
 * Headless UI gives the focus back on close to the element that had it before the dialog opened, as far as it
 * saw: it starts watching the focus when its code loads, which the first time is after the opener took it.
 * So the opener is noted here, and focused again if the focus was left nowhere once the dialog has closed.
 */
function useGiveFocusBack(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const element = opener.current;
    opener.current = null;
    if (!element) return;
    const timer = setTimeout(() => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && element.isConnected) element.focus();
    });
    return () => clearTimeout(timer);
  }, [open]);
}
