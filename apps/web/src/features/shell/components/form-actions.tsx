import { Button } from '@console/ui';

/**
 * The buttons under an add-or-edit form page: "Add …" (or, when editing, "Save changes", enabled once
 * something changed) and Cancel.
 */
export function FormActions({
  form,
  editing,
  addLabel,
  onCancel,
}: {
  form: { submitting: boolean; dirty: boolean };
  editing: boolean;
  addLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-3">
      <Button type="submit" loading={form.submitting} disabled={editing && !form.dirty}>
        {editing ? 'Save changes' : addLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
