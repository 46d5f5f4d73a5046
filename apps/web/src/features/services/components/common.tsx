// Small pieces every services screen uses: breadcrumbs, status badges, detail lists, load failures.
import { ForbiddenError, NotFoundError, type Schemas } from '@console/sdk';
import {
  Alert,
  Badge,
  Button,
  Card,
  ErrorState,
  SkeletonText,
  buttonClassName,
  type BadgeTone,
  type Breadcrumb,
} from '@console/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { crumbTrail } from '~/features/shell';
import type { useForm } from '~/lib/forms';

/** Aliases / <alias> / ...rest, as PageHeader props: the trail of every screen under an alias. */
export function aliasCrumbs(aliasId: number, aliasName: string | undefined, ...rest: Breadcrumb[]) {
  return crumbTrail(
    { label: 'Aliases', href: '/services/aliases' },
    { label: aliasName ?? 'Alias', href: rest.length > 0 ? `/services/alias/${aliasId}` : undefined },
    ...rest,
  );
}

const tones: Record<string, BadgeTone> = {
  active: 'success',
  running: 'success',
  stopped: 'neutral',
  starting: 'info',
  provisioning: 'info',
  pending: 'info',
  suspended: 'warning',
  error: 'danger',
};

/** The status of an alias or a service, as a word with a colour (the word carries the meaning). */
export function ServiceStatus({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{status.charAt(0).toUpperCase() + status.slice(1)}</Badge>;
}

/** Label/value pairs of a detail screen. */
export function Details({ items }: { items: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-sm text-fg-muted">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Shown when nothing is set, in the muted colour. */
export function None({ children = 'None' }: { children?: ReactNode }) {
  return <span className="text-fg-muted">{children}</span>;
}

/**
 * A query of a screen failed. 403 and 404 are on their way to /unauthorized or /notfound (the router's
 * query cache sends them there), so they keep the placeholder; anything else can be retried here.
 */
export function LoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ForbiddenError || error instanceof NotFoundError) return <SkeletonText lines={4} />;
  return <ErrorState message={error.message} onRetry={onRetry} />;
}

const platforms: Record<Schemas['SocialAccount']['platform'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
/** A social platform as people write it. */
export const platformName = (platform: Schemas['SocialAccount']['platform']) => platforms[platform];

/**
 * The body of a screen that shows one thing: its content once loaded, a retry on failure (see
 * LoadFailure), a placeholder before.
 */
export function Loaded<T>({
  query,
  label,
  lines = 6,
  className,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers: "Loading the desktop". */
  label: string;
  lines?: number;
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Card className={className}>
      <span role="status" className="sr-only">
        {label}
      </span>
      <SkeletonText lines={lines} />
    </Card>
  );
}

/**
 * A form of a screen under an alias: the form's own error, the fields, then Save and Cancel (back to the
 * alias). Pass `onlyWhenChanged` for edit forms, whose Save waits for a change.
 */
export function AliasFormCard({
  form,
  aliasId,
  submitLabel,
  onlyWhenChanged = false,
  className = 'max-w-2xl',
  children,
}: {
  form: Pick<ReturnType<typeof useForm>, 'id' | 'handleSubmit' | 'submitting' | 'dirty'> & {
    errors: { form?: ReactNode };
  };
  aliasId: number;
  submitLabel: string;
  onlyWhenChanged?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-5">
        {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
        {children}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={form.submitting} disabled={onlyWhenChanged && !form.dirty}>
            {submitLabel}
          </Button>
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to="/services/alias/$aliasId"
            params={{ aliasId }}
          >
            Cancel
          </Link>
        </div>
      </form>
    </Card>
  );
}
