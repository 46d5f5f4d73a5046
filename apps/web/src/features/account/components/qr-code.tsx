import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

import { useMessages } from '@console/ui/i18n';

import { twoFactorMessages } from '../two-factor.messages';

/** The otpauth URL as a QR code image, drawn in the browser (the secret never leaves it). */
export function QrCode({ value }: { value: string }) {
  const t = useMessages(twoFactorMessages);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(value, { margin: 1, width: 176 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img src={src} width={176} height={176} alt={t('qrAlt')} className="rounded bg-white p-1" />
  ) : (
    <div className="size-44 animate-pulse rounded bg-surface-muted" />
  );
}
