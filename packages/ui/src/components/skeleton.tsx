import { cx } from '../lib/cx.ts';

/** A grey placeholder block; size it with className. Decorative: announce loading elsewhere (e.g. Spinner). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cx('block animate-pulse rounded bg-surface-muted', className)} />
  );
}

/** A few lines of placeholder text; the last is shorter, like a paragraph. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className={cx('h-3', i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </span>
  );
}
