import type { Language } from '@console/ui/i18n';

/** The product's name: the same in every language. */
export const PRODUCT_NAME = 'Console';

/** Each language in its own words: a person finds their language whatever the console is shown in. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };
