// Class names of the kit for plain elements (no component runtime): `@console/ui/classes`.
export { controlClass, cx, focusRing, textLinkClass } from './lib/cx.ts';
export { buttonClassName } from './lib/button-class.ts';
export type { ButtonSize, ButtonVariant } from './lib/button-class.ts';
