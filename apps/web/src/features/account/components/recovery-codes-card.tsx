import { Alert, Button, Card, toast } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { saveFile } from '~/lib/lists/save-file';

import { twoFactorMessages } from '../two-factor.messages';

/** Recovery codes, shown once right after they are made, with copy and download. */
export function RecoveryCodesCard({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useMessages(twoFactorMessages);
  const text = codes.join('\n');
  const download = () => saveFile(new Blob([text + '\n'], { type: 'text/plain' }), 'recovery-codes.txt');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success(t('copied')),
      () => toast.error(t('copyFailed')),
    );
  return (
    <Card>
      <h2 className="text-base font-semibold">{t('codesTitle')}</h2>
      <Alert tone="warning">{t('codesKeep')}</Alert>
      <ul
        aria-label={t('codesList')}
        className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-4"
      >
        {codes.map((code) => (
          <li key={code} className="rounded bg-surface-muted px-2 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('download')}
        </Button>
        <Button onClick={onDone}>{t('saved')}</Button>
      </div>
    </Card>
  );
}
