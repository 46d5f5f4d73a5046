// Forms whose save is in flight right now: their failures are shown by the form, so the app-wide mutation
// handler (lib/query-policy.ts) does not repeat a 422, 403 or 404 as a toast. Apart from lib/forms.ts so that
// the signed-in pages' first load carries the count without the form hook (budget, decision 0010).
let submittingForms = 0;

export const isFormSubmitting = () => submittingForms > 0;

/** Around a form's save: `+1` before it goes out, `-1` when it has settled. */
export function countFormSubmit(change: 1 | -1) {
  submittingForms += change;
}
