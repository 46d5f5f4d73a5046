// Apart from RecordConflict, so the delete dialog that also shows stored values does not load that component.
import { translate } from '@console/ui/i18n';

import { formMessages } from './form.messages';

/**
 * A stored value as a person reads it: '(empty)', 'Yes'/'No', lists joined, in the tab's language (its callers
 * render with the form catalog loaded).
 */
export const readableValue = (value: unknown): string =>
  value === '' || value === null || value === undefined
    ? translate(formMessages, 'empty')
    : typeof value === 'boolean'
      ? translate(formMessages, value ? 'yes' : 'no')
      : Array.isArray(value)
        ? value.join(', ') || translate(formMessages, 'none')
        : typeof value === 'object'
          ? Object.entries(value)
              .map(([key, inner]) =>
                translate(formMessages, 'part', {
                  name: key.replace(/_/g, ' '),
                  value: readableValue(inner),
                }),
              )
              .join(', ')
          : String(value);
