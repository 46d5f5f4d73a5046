import { createFileRoute } from '@tanstack/react-router';
import { Button } from '@console/ui';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-semibold">Console</h1>
      <p className="mt-2 text-slate-600">The console is starting up. Sign-in arrives with the shell.</p>
      <Button className="mt-4">Continue</Button>
    </main>
  );
}
