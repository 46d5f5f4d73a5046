import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import { useTheme } from '../theme/theme.ts';
import { TOAST_LIMIT } from './constants.ts';

export type ToasterProps = Pick<SonnerToasterProps, 'position' | 'offset'>;

/**
 * Mount once, near the root. Shows up to TOAST_LIMIT toasts, follows the kit's theme, has a close button on
 * each toast, and is a labelled region (sonner's aria-live list) so screen readers announce new toasts.
 */
export function Toaster({ position = 'bottom-right', offset }: ToasterProps) {
  const { resolved } = useTheme();
  return (
    <SonnerToaster
      position={position}
      offset={offset}
      theme={resolved}
      visibleToasts={TOAST_LIMIT}
      closeButton
      richColors
      containerAriaLabel="Notifications"
    />
  );
}
