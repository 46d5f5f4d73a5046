export { formatDate, formatRelative, formatTime } from './date.ts';
export type { DateInput, FormatDateOptions } from './date.ts';
export { formatDuration } from './duration.ts';
export { FILE_SIZE_UNITS, formatFileSize } from './file-size.ts';
export { isEmpty } from './is-empty.ts';
export { formatNumber, formatPrice, parseNumberInput, parsePriceInput, priceInputText } from './number.ts';
export { formatCapacity, formatDiskSize } from './capacity.ts';
export { formatCount, pluralNoun } from './plural.ts';
