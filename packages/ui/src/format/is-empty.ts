/** Empty means null/undefined, a blank (whitespace-only) string, or an empty list (docs/product-rules.md#formats-and-masks). */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}
