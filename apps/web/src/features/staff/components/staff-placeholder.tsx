import { PageHeader } from '@console/ui';

/** A staff screen whose content is not part of this build's issues; the route and its guard are real. */
export function StaffPlaceholder({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <p className="text-sm text-fg-muted">This staff screen is on its way.</p>
    </>
  );
}
