// Apart from RecordConflict, so the delete dialog that also shows stored values does not load that component.

/** A stored value as a person reads it: '(empty)', 'Yes'/'No', lists joined. */
export const readableValue = (value: unknown): string =>
  value === '' || value === null || value === undefined
    ? '(empty)'
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : Array.isArray(value)
        ? value.join(', ') || '(none)'
        : typeof value === 'object'
          ? Object.entries(value)
              .map(([key, inner]) => `${key.replace(/_/g, ' ')}: ${readableValue(inner)}`)
              .join(', ')
          : String(value);
