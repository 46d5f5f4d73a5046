// sonner's own toaster, loaded by <Toaster /> with the first toast (sonner-loader.ts).
import { useEffect } from 'react';
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';

import { useMessages } from '../i18n/index.ts';
import { kitShellMessages } from '../kit-shell.messages.ts';
import { TOAST_LIMIT } from './constants.ts';
import { sonnerShown } from './sonner-loader.ts';

export default function LoadedToaster(props: Pick<SonnerToasterProps, 'position' | 'offset' | 'theme'>) {
  const t = useMessages(kitShellMessages);
  // Runs after sonner's toaster subscribed to its toasts (a child's effects run first): the waiting toasts go now.
  useEffect(sonnerShown, []);
  return (
    <SonnerToaster
      {...props}
      visibleToasts={TOAST_LIMIT}
      closeButton
      richColors
      containerAriaLabel={t('notifications')}
      toastOptions={{ closeButtonAriaLabel: t('closeNotification') }}
    />
  );
}
