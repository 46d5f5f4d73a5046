import { Alert, Button } from '@console/ui';
import { useMutation } from '@tanstack/react-query';
import { staffApi } from '~/lib/api';

/** Staff sign in through the identity provider (DESIGN.md section 7). */
export function StaffLoginPage() {
  const start = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      const redirect_uri = `${window.location.origin}/admin/googleauthcallback`;
      return (await staffApi.POST('/admin/auth/login', { body: { redirect_uri } })).data;
    },
    onSuccess: ({ authorization_url }) => window.location.assign(authorization_url),
  });
  return (
    <div className="grid min-h-screen place-items-center bg-canvas p-4">
      <main id="main" className="w-full max-w-sm space-y-5 rounded-xl border border-border bg-surface p-8">
        <h1 className="text-xl font-semibold">Staff sign in</h1>
        {start.isError && <Alert tone="error">{start.error.message}</Alert>}
        <Button className="w-full" onClick={() => start.mutate()} loading={start.isPending}>
          Continue with the identity provider
        </Button>
      </main>
    </div>
  );
}
