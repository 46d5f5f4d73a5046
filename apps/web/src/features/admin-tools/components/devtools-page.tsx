import { useSuspenseQuery } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import {
  Badge,
  type BadgeTone,
  Button,
  Card,
  formatDate,
  formatNumber,
  formatRelative,
  PageHeader,
} from '@console/ui';

import { useStaffAccess } from '~/lib/access/use-staff-access';

import { useRunDiagnostics } from '../admin-tools.mutations';
import { adminToolsQueries } from '../admin-tools.queries';

type Diagnostic = Schemas['Diagnostic'];
type Result = Schemas['DiagnosticResult'];

const STATUS: Record<Result['status'], { tone: BadgeTone; label: string }> = {
  ok: { tone: 'success', label: 'OK' },
  warning: { tone: 'warning', label: 'Warning' },
  failed: { tone: 'danger', label: 'Failed' },
};

export function DevToolsPage() {
  const { data: diagnostics } = useSuspenseQuery(adminToolsQueries.diagnostics());
  const { can } = useStaffAccess();
  const run = useRunDiagnostics();
  const mayRun = can('devtools.run');
  // Which checks are running now, so each card says so.
  const running = new Set(run.isPending ? (run.variables ?? []) : []);

  return (
    <>
      <PageHeader
        title="Developer tools"
        description="Diagnostics of the platform's back ends: each shows its last result, how long it took and when it ran."
        actions={
          mayRun && (
            <Button loading={running.size > 1} onClick={() => run.mutate(diagnostics.map((d) => d.check))}>
              Run all checks
            </Button>
          )
        }
      />
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Diagnostic checks">
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
            aria-label={`Run ${d.name}`}
          >
            Run
          </Button>
        )
      }
    >
      {result ? (
        <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-fg-muted">Result</dt>
          <dd>
            <Badge tone={STATUS[result.status].tone}>{STATUS[result.status].label}</Badge>
          </dd>
          <dt className="text-fg-muted">Message</dt>
          <dd>{result.message}</dd>
          <dt className="text-fg-muted">Took</dt>
          <dd>{formatNumber(result.duration_ms)} ms</dd>
          <dt className="text-fg-muted">Last run</dt>
          <dd>
            <time dateTime={result.ran_at} title={formatDate(result.ran_at, { time: 'seconds' })}>
              {formatRelative(result.ran_at)}
            </time>
          </dd>
        </dl>
      ) : (
        <p className="text-sm text-fg-muted">Not run yet.</p>
      )}
    </Card>
  );
}
