// The staff's tools: flushing caches (logged) and running diagnostics (recorded as each check's last result).
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { formatCount, toast } from '@console/ui';

import { staffApi } from '~/lib/api/api';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminToolsQueries } from './admin-tools.queries';

const keysText = (n: number) => formatCount(n, 'entry', 'entries');

/** Flushes one cache by name, or every cache when `name` is null. */
export function useFlushCaches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string | null) =>
      name === null
        ? (await staffApi.POST('/admin/caches/flush')).data
        : [
            (
              await staffApi.POST('/admin/caches/{cacheName}/flush', {
                params: { path: { cacheName: name } },
              })
            ).data,
          ],
    onSuccess: async (results) => {
      const total = results.reduce((sum, r) => sum + r.flushed_keys, 0);
      toast.success(
        results.length === 1
          ? `The ${results[0]?.name ?? ''} cache is flushed (${keysText(total)}).`
          : `Every cache is flushed (${keysText(total)}).`,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminToolsQueries.caches().queryKey }),
        invalidateDomains(queryClient, 'adminLogs'),
      ]);
    },
  });
}

/** Runs the given checks; each one's result becomes its last result. */
export function useRunDiagnostics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (checks: Schemas['DiagnosticCheck'][]) =>
      (await staffApi.POST('/admin/devtools/diagnostics', { body: { checks } })).data,
    onSuccess: async (report) => {
      const failed = report.results.filter((r) => r.status !== 'ok').length;
      const ran = `${formatCount(report.results.length, 'check')} ran`;
      if (failed === 0) toast.success(`${ran}: all is well.`);
      else toast.error(`${ran}: ${failed} need attention.`);
      await queryClient.invalidateQueries({ queryKey: adminToolsQueries.diagnostics().queryKey });
    },
  });
}
