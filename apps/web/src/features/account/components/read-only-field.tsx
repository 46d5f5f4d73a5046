import type { ReactNode } from 'react';

/**
 * A value that cannot change here, with its label and why, in a form's column: plain text under the label as the
 * form's fields have it, not an input that looks editable. Read as a term and its value.
 */
export function ReadOnlyField({
  label,
  value,
  reason,
}: {
  label: string;
  value: ReactNode;
  reason: ReactNode;
}) {
  return (
    <dl className="flex flex-col gap-1.5">
      <dt className="text-sm font-medium text-fg">{label}</dt>
      <dd className="text-sm text-fg">{value}</dd>
      <dd className="text-sm text-fg-muted">{reason}</dd>
    </dl>
  );
}
