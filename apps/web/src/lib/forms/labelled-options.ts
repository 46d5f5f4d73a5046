/**
 * A list box's choices from a record of labels by value (`{ desktop: 'Desktop', … }`), in the record's order:
 * the forms' selects and the lists' filters take the same shape.
 */
export const labelledOptions = <Value extends string>(labels: Readonly<Record<Value, string>>) =>
  (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));
