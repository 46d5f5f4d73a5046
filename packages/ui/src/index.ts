// @console/ui: the component kit. One export list, so the app imports everything from '@console/ui'.
export { Badge } from './components/badge.tsx';
export type { BadgeTone } from './components/badge.tsx';
export { Avatar, initialsOf } from './components/avatar.tsx';
export type { AvatarProps } from './components/avatar.tsx';
export { Button, buttonClassName } from './components/button.tsx';
export { CopyButton } from './components/copy-button.tsx';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button.tsx';
export { Card } from './components/card.tsx';
export type { CardProps } from './components/card.tsx';
export { Checkbox } from './components/checkbox.tsx';
export type { CheckboxProps } from './components/checkbox.tsx';
export { Combobox } from './components/combobox.tsx';
export type { ComboboxProps } from './components/combobox.tsx';
export { ConfirmDialog } from './components/confirm-dialog.tsx';
export type { ConfirmDialogProps } from './components/confirm-dialog.tsx';
export { DataTable, nextSort, sortRows } from './components/data-table.tsx';
export type { Column, DataTableProps, SortState, SortValue } from './components/data-table.tsx';
export { Dialog } from './components/dialog.tsx';
export type { DialogProps } from './components/dialog.tsx';
export { EmptyState } from './components/empty-state.tsx';
export type { StatePanelProps } from './components/empty-state.tsx';
export { ErrorState } from './components/error-state.tsx';
export type { ErrorStateProps } from './components/error-state.tsx';
export { FormField, useFieldState } from './components/form-field.tsx';
export type { FormFieldProps } from './components/form-field.tsx';
export { Menu, MoreIcon } from './components/menu.tsx';
export type { MenuAction, MenuProps } from './components/menu.tsx';
export { PageHeader } from './components/page-header.tsx';
export type { Breadcrumb, PageHeaderProps } from './components/page-header.tsx';
export { Pagination, pageItems } from './components/pagination.tsx';
export type { PageItem, PaginationProps } from './components/pagination.tsx';
export { PasswordInput } from './components/password-input.tsx';
export type { PasswordInputProps } from './components/password-input.tsx';
export { RadioGroup } from './components/radio-group.tsx';
export type { RadioGroupProps, RadioOption } from './components/radio-group.tsx';
export { Select } from './components/select.tsx';
export type { SelectOption, SelectProps } from './components/select.tsx';
export { Skeleton, SkeletonText } from './components/skeleton.tsx';
export { Spinner, SpinnerIcon } from './components/spinner.tsx';
export type { SpinnerProps } from './components/spinner.tsx';
export { Switch } from './components/switch.tsx';
export type { SwitchProps } from './components/switch.tsx';
export { Tabs } from './components/tabs.tsx';
export type { TabItem, TabsProps } from './components/tabs.tsx';
export { TextInput } from './components/text-input.tsx';
export type { TextInputProps } from './components/text-input.tsx';
export { Textarea } from './components/textarea.tsx';
export type { TextareaProps } from './components/textarea.tsx';
export { ThemeToggle } from './components/theme-toggle.tsx';

export * from './toast/index.ts';
export * from './format/index.ts';
export * from './mask/index.ts';
export {
  applyTheme,
  readThemePreference,
  resolveTheme,
  setThemePreference,
  THEME_INIT_SCRIPT,
  THEME_STORAGE_KEY,
  useTheme,
} from './theme/theme.ts';
export type { ResolvedTheme, ThemePreference } from './theme/theme.ts';
export { Alert } from './components/alert.tsx';
export type { AlertTone } from './components/alert.tsx';
export { importWhenOnline } from './lib/import-when-online.ts';
