import { Alert, Button, Card, toast } from '@console/ui';

import { saveFile } from '~/lib/lists/save-file';

/** Recovery codes, shown once right after they are made, with copy and download. */
export function RecoveryCodesCard({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = codes.join('\n');
  const download = () => saveFile(new Blob([text + '\n'], { type: 'text/plain' }), 'recovery-codes.txt');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success('Recovery codes copied.'),
      () => toast.error('Copying failed: select the codes and copy them by hand.'),
    );
  return (
    <Card>
      <h2 className="text-base font-semibold">Your recovery codes</h2>
      <Alert tone="warning">
        Keep these codes somewhere safe. Each one signs you in once if you lose your authenticator.
      </Alert>
      <ul
        aria-label="Recovery codes"
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
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </Card>
  );
}
