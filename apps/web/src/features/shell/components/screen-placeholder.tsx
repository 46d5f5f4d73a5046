import { PageHeader } from '@console/ui';

/** A screen whose content arrives with a later issue; its route and guard are already real. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p className="text-sm text-fg-muted">This screen is on its way.</p>
    </>
  );
}
