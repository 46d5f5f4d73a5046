import { useState } from 'react';

import { Button, ConfirmDialog, Dialog, FormField, Menu, Tabs, TextInput, toast } from '@console/ui';

import { GallerySection, Sample } from './gallery-section.tsx';

export function GalleryOverlays() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <GallerySection id="dialogs" title="Dialogs">
        <Sample label="Dialog and confirm dialog">
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            Rename organization
          </Button>
          <Button variant="danger" onClick={() => setConfirmOpen(true)}>
            Delete user
          </Button>
        </Sample>
        <Dialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title="Rename organization"
          description="The new name shows on invoices and in the sidebar."
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                Cancel
              </Button>
              <Button
                onClick={() => {
                  setDialogOpen(false);
                  toast.success('Organization renamed');
                }}
              >
                Save
              </Button>
            </>
          }
        >
          <FormField label="Name" required>
            <TextInput defaultValue="Acme Ltd" />
          </FormField>
        </Dialog>
        <ConfirmDialog
          open={confirmOpen}
          onClose={() => setConfirmOpen(false)}
          busy={busy}
          onConfirm={() => {
            setBusy(true);
            setTimeout(() => {
              setBusy(false);
              setConfirmOpen(false);
              toast.success('User deleted');
            }, 600);
          }}
          title="Delete Jane Doe?"
          message="Jane Doe loses access at once. This cannot be undone."
          confirmLabel="Delete user"
        />
      </GallerySection>
      <GallerySection id="menus" title="Menu and tabs">
        <Sample label="Menu">
          <Menu
            label="Actions"
            items={[
              { label: 'Edit', onSelect: () => toast('Edit') },
              { label: 'Reset password', onSelect: () => toast('Reset password') },
              { label: 'Archive', disabled: true, onSelect: () => undefined },
              'separator',
              { label: 'Delete', danger: true, onSelect: () => toast.error('Deleted') },
            ]}
          />
        </Sample>
        <Sample label="Tabs">
          <div className="w-full max-w-xl">
            <Tabs
              aria-label="User settings"
              tabs={[
                {
                  id: 'profile',
                  label: 'Profile',
                  content: <p className="text-sm">Name, e-mail and phone.</p>,
                },
                {
                  id: 'security',
                  label: 'Security',
                  content: <p className="text-sm">Password and two-factor.</p>,
                },
                { id: 'devices', label: 'Trusted devices', content: <p className="text-sm">None yet.</p> },
                { id: 'billing', label: 'Billing', content: null, disabled: true },
              ]}
            />
          </div>
        </Sample>
      </GallerySection>
    </>
  );
}
