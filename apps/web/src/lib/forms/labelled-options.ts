/**
 * The keys of a record by value (`{ desktop: 'Desktop', … }`), in the record's order. The record is typed as a
 * `Record<Value, …>`, so its keys are exactly the `Value`s.
 */
export const valuesOf = <Value extends string>(record: Readonly<Record<Value, unknown>>) =>
  Object.keys(record) as Value[];

/**
 * A list box's choices from a record of labels by value (`{ desktop: 'Desktop', … }`), in the record's order:
 * the forms' selects and the lists' filters take the same shape.
 */
export const labelledOptions = <Value extends string>(labels: Readonly<Record<Value, string>>) =>
  valuesOf(labels).map((value) => ({ value, label: labels[value] }));

/** The label of `value` if it is one of `labels`' values (a record conflict's values are not typed). */
export const labelOf = (labels: Readonly<Record<string, string>>, value: unknown) =>
  typeof value === 'string' ? labels[value] : undefined;
