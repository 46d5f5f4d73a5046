import { useMessages } from '../i18n/index.ts';
import { kitMessages } from '../kit.messages.ts';
import { cx } from '../lib/cx.ts';

/** Up to two initials: first letters of the first and last word ('Jane van Doe' → 'JD'); '?' when blank. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return ((first[0] ?? '') + (last?.[0] ?? '')).toUpperCase();
}

const sizes = { sm: 'size-6 text-[10px]', md: 'size-8 text-xs', lg: 'size-12 text-base' } as const;

export interface AvatarProps {
  name: string;
  size?: keyof typeof sizes;
  /** Set when a visible name sits next to the avatar, so screen readers do not hear the name twice. */
  decorative?: boolean;
  /** Extra classes for the outermost element; they win over the kit's own. */
  className?: string;
}

export function Avatar({ name, size = 'md', decorative = false, className }: AvatarProps) {
  const t = useMessages(kitMessages);
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name.trim() || t('unknownUser')}
      aria-hidden={decorative || undefined}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-fg select-none',
        sizes[size],
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
