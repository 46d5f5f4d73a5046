// The staff's tools: flushing caches (logged) and running diagnostics (recorded as each check's last result).
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { toast } from '@console/ui';
import { translate } from '@console/ui/i18n';

import { staffApi } from '~/lib/api/api';
import { invalidateDomains } from '~/lib/query/query-paths';

import { adminToolsMessages } from './admin-tools.messages';
import { adminToolsQueries } from './admin-tools.queries';

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
          ? translate(adminToolsMessages, 'flushedOne', { name: results[0]?.name ?? '', count: total })
          : translate(adminToolsMessages, 'flushedAll', { count: total }),
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
      const count = report.results.length;
      if (failed === 0) toast.success(translate(adminToolsMessages, 'checksPassed', { count }));
      else toast.error(translate(adminToolsMessages, 'checksFailed', { count, failed }));
      await queryClient.invalidateQueries({ queryKey: adminToolsQueries.diagnostics().queryKey });
    },
  });
}
