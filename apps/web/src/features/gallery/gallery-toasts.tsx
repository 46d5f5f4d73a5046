import { Button, toast, TOAST_DURATIONS } from '@console/ui';

import { GallerySection, Sample } from './gallery-section.tsx';

const wait = (ms: number, fail = false) =>
  new Promise<string>((resolve, reject) =>
    setTimeout(() => (fail ? reject(new Error('Timeout')) : resolve('ok')), ms),
  );

export function GalleryToasts() {
  return (
    <GallerySection id="toasts" title="Toasts">
      <p className="text-sm text-fg-muted">
        Durations: blank {TOAST_DURATIONS.blank} ms, success {TOAST_DURATIONS.success} ms, error{' '}
        {TOAST_DURATIONS.error} ms, custom {TOAST_DURATIONS.custom} ms, loading until dismissed.
      </p>
      <Sample label="Types">
        <Button variant="secondary" onClick={() => toast('Draft saved')}>
          Blank toast
        </Button>
        <Button variant="secondary" onClick={() => toast.success('User created')}>
          Success toast
        </Button>
        <Button
          variant="secondary"
          onClick={() => toast.error('Something went wrong. Please refresh the page or try again.')}
        >
          Error toast
        </Button>
        <Button variant="secondary" onClick={() => toast.loading('Uploading…')}>
          Loading toast
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast.custom((id) => (
              <div className="flex items-center gap-3 rounded-lg border border-border bg-surface p-4 text-sm text-fg shadow-lg">
                <span>Custom content</span>
                <Button size="sm" variant="ghost" onClick={() => toast.dismiss(id)}>
                  Close
                </Button>
              </div>
            ))
          }
        >
          Custom toast
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast.promise(wait(1500), { loading: 'Saving…', success: 'Saved', error: 'Could not save' })
          }
        >
          Promise toast
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast.promise(wait(1500, true), {
              loading: 'Saving…',
              success: 'Saved',
              error: (e) => `Failed: ${String(e)}`,
            })
          }
        >
          Failing promise toast
        </Button>
        <Button variant="ghost" onClick={() => toast.dismiss()}>
          Dismiss all
        </Button>
      </Sample>
    </GallerySection>
  );
}
