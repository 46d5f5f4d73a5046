// Small pieces every services screen uses: breadcrumbs, status badges, detail lists, load failures.
import { ForbiddenError, NotFoundError, type Schemas } from '@console/sdk';
import { Badge, ErrorState, SkeletonText, type BadgeTone, type Breadcrumb } from '@console/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** PageHeader's crumb renderer: router links, so crumbs navigate without a reload. */
export function crumbLink(crumb: Required<Breadcrumb>, className: string) {
  return (
    // Crumb hrefs are built below from the typed routes' paths.
    <Link to={crumb.href as '/'} className={className}>
      {crumb.label}
    </Link>
  );
}

/** Aliases / <alias> / ...rest: the trail of every screen under an alias. */
export function aliasCrumbs(aliasId: number, aliasName: string | undefined, ...rest: Breadcrumb[]) {
  return [
    { label: 'Aliases', href: '/services/aliases' },
    { label: aliasName ?? 'Alias', href: rest.length > 0 ? `/services/alias/${aliasId}` : undefined },
    ...rest,
  ];
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
