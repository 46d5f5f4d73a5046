// Props that connect a control to one of a form's fields (decision 0009), typed by the field: a text input to a
// string field, a checkbox or switch to a boolean one, any other control (a select, a radio group, a picker of
// several) to a field of its value's type. A form's component spreads them and needs no cast.

type Values = Record<string, unknown>;

/** The fields of `T` whose values are `V`s (the text fields, the on/off fields). */
export type FieldsOf<T, V> = { [K in keyof T & string]-?: T[K] extends V ? K : never }[keyof T & string];

/** A text control on a string field. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** A checkbox or a switch on a boolean field. */
export interface CheckedBinding {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** Any other control on a field holding a `V`: a select, a radio group, a picker of several. */
export interface ValueBinding<V> {
  name: string;
  value: V;
  onChange: (value: V) => void;
}

/**
 * The bindings of a form with these `values`, each change going through `setValue` (the edit form's also
 * settles the field's conflict). The types are the field's own, so `T[K]` is `string` for a text field wherever
 * the form's values are known.
 */
export function fieldBindings<T extends Values>(
  values: T,
  setValue: <K extends keyof T & string>(name: K, value: T[K]) => void,
) {
  return {
    /** Props that connect a text control to a string field: `<TextInput {...form.bind('email')} />`. */
    bind: <K extends keyof T & FieldsOf<T, string>>(name: K) => ({
      name,
      value: values[name],
      onChange: (event: { target: { value: T[K] } }) => setValue(name, event.target.value),
    }),
    /** Props that connect a checkbox or a switch to a boolean field: `<Switch {...form.bindChecked('active')} />`. */
    bindChecked: <K extends keyof T & FieldsOf<T, boolean>>(name: K) => ({
      name,
      checked: values[name],
      onChange: (checked: T[K]) => setValue(name, checked),
    }),
    /** Props that connect any other control to its field: `<Select {...form.bindValue('kind')} />`. */
    bindValue: <K extends keyof T & string>(name: K) => ({
      name,
      value: values[name],
      onChange: (value: T[K]) => setValue(name, value),
    }),
  };
}
