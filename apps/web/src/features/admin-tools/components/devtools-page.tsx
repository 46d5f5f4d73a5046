import { useSuspenseQuery } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { Badge, type BadgeTone, Button, Card, formatDate, formatRelative, PageHeader } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { useStaffAccess } from '~/lib/access/use-staff-access';

import { adminToolsMessages } from '../admin-tools.messages';
import { useRunDiagnostics } from '../admin-tools.mutations';
import { adminToolsQueries } from '../admin-tools.queries';

type Diagnostic = Schemas['Diagnostic'];
type Result = Schemas['DiagnosticResult'];

const STATUS = {
  ok: { tone: 'success', label: 'statusOk' },
  warning: { tone: 'warning', label: 'statusWarning' },
  failed: { tone: 'danger', label: 'statusFailed' },
} as const satisfies Record<
  Result['status'],
  { tone: BadgeTone; label: keyof typeof adminToolsMessages.source }
>;

export function DevToolsPage() {
  const t = useMessages(adminToolsMessages);
  const { data: diagnostics } = useSuspenseQuery(adminToolsQueries.diagnostics());
  const { can } = useStaffAccess();
  const run = useRunDiagnostics();
  const mayRun = can('devtools.run');
  // Which checks are running now, so each card says so.
  const running = new Set(run.isPending ? (run.variables ?? []) : []);

  return (
    <>
      <PageHeader
        title={t('devtoolsTitle')}
        description={t('devtoolsDescription')}
        actions={
          mayRun && (
            <Button loading={running.size > 1} onClick={() => run.mutate(diagnostics.map((d) => d.check))}>
              {t('runAll')}
            </Button>
          )
        }
      />
      <ul className="grid gap-4 md:grid-cols-2" aria-label={t('checksLabel')}>
        {diagnostics.map((d) => (
          <li key={d.check}>
            <DiagnosticCard
              diagnostic={d}
              running={running.has(d.check)}
              onRun={mayRun ? () => run.mutate([d.check]) : undefined}
              busy={run.isPending}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function DiagnosticCard({
  diagnostic: d,
  running,
  onRun,
  busy,
}: {
  diagnostic: Diagnostic;
  running: boolean;
  onRun?: () => void;
  busy: boolean;
}) {
  const t = useMessages(adminToolsMessages);
  const result = d.last_result;
  return (
    <Card
      title={d.name}
      headingLevel={2}
      description={d.description}
      className="h-full"
      actions={
        onRun && (
          <Button
            size="sm"
            variant="secondary"
            loading={running}
            disabled={busy && !running}
            onClick={onRun}
            aria-label={t('runNamed', { name: d.name })}
          >
            {t('run')}
          </Button>
        )
      }
    >
      {result ? (
        <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-fg-muted">{t('result')}</dt>
          <dd>
            <Badge tone={STATUS[result.status].tone}>{t(STATUS[result.status].label)}</Badge>
          </dd>
          <dt className="text-fg-muted">{t('message')}</dt>
          <dd>{result.message}</dd>
          <dt className="text-fg-muted">{t('took')}</dt>
          <dd>{t('milliseconds', { ms: result.duration_ms })}</dd>
          <dt className="text-fg-muted">{t('lastRun')}</dt>
          <dd>
            <time dateTime={result.ran_at} title={formatDate(result.ran_at, { time: 'seconds' })}>
              {formatRelative(result.ran_at)}
            </time>
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-fg-muted">{t('notRun')}</p>
      )}
    </Card>
  );
}
