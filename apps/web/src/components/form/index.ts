export { DialogForm, FormDialog } from './dialog-form';
export { FormActions, type FormActionsProps } from './form-actions';
export { RecordConflict } from './record-conflict';
export { DeleteRecordDialog } from './delete-record-dialog';
export { FreshRecord } from './fresh-record';
export { UnsavedChangesPrompt } from './unsaved-changes-prompt';
export { checkedNumber, priceExamples, priceField, wholeNumberField } from './number-field';
export { useDeleteMutation } from './delete-mutation';
