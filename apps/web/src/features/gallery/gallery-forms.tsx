import { useState } from 'react';

import {
  Checkbox,
  Combobox,
  FormField,
  PasswordInput,
  RadioGroup,
  Select,
  Switch,
  Textarea,
  TextInput,
} from '@console/ui';

import { GallerySection, Sample } from './gallery-section.tsx';

const roles = [
  { value: 'owner', label: 'Account Owner' },
  { value: 'helpdesk', label: 'Helpdesk' },
  { value: 'readonly', label: 'Read-only' },
  { value: 'billing', label: 'Billing', disabled: true },
];
const countries = [
  'Austria',
  'Belgium',
  'Canada',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Ireland',
];

export function GalleryForms() {
  const [role, setRole] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>('Canada');
  const [terms, setTerms] = useState(true);
  const [notify, setNotify] = useState(false);
  const [plan, setPlan] = useState('monthly');
  return (
    <>
      <GallerySection id="inputs" title="Text inputs and form fields">
        <div className="grid gap-6 md:grid-cols-2">
          <FormField label="Full name" description="As it appears on invoices." required>
            <TextInput placeholder="Jane Doe" />
          </FormField>
          <FormField label="E-mail" error="Enter a valid e-mail address." required>
            <TextInput type="email" defaultValue="jane@" />
          </FormField>
          <FormField label="Password" description="At least 12 characters.">
            <PasswordInput defaultValue="correct horse" autoComplete="new-password" />
          </FormField>
          <FormField label="Organization" disabled>
            <TextInput defaultValue="Acme Ltd" />
          </FormField>
          <FormField label="Message" description="Markdown is not supported.">
            <Textarea defaultValue="The VPN drops every hour." />
          </FormField>
          <FormField label="Reason" error="Tell us why.">
            <Textarea />
          </FormField>
        </div>
      </GallerySection>
      <GallerySection id="selects" title="Select and combobox">
        <div className="grid gap-6 md:grid-cols-3">
          <FormField label="Role">
            <Select options={roles} value={role} onChange={setRole} placeholder="Choose a role" />
          </FormField>
          <FormField label="Role (invalid)" error="Choose a role.">
            <Select options={roles} value={null} onChange={setRole} />
          </FormField>
          <FormField label="Country" description="Type to search.">
            <Combobox
              options={countries}
              value={country}
              onChange={setCountry}
              getLabel={(c) => c}
              getKey={(c) => c}
            />
          </FormField>
        </div>
      </GallerySection>
      <GallerySection id="choices" title="Checkbox, switch and radio group">
        <div className="grid gap-6 md:grid-cols-3">
          <Sample label="Checkbox">
            <div className="flex flex-col gap-3">
              <Checkbox label="I accept the terms" checked={terms} onChange={setTerms} />
              <Checkbox
                label="Send a copy"
                description="To your own address."
                checked={false}
                onChange={() => {}}
              />
              <Checkbox label="Some selected" checked={false} indeterminate onChange={() => {}} />
              <Checkbox label="Disabled" checked disabled onChange={() => {}} />
            </div>
          </Sample>
          <Sample label="Switch">
            <div className="flex flex-col gap-3">
              <Switch label="E-mail notifications" checked={notify} onChange={setNotify} />
              <Switch label="Two-factor required" description="For every user." checked onChange={() => {}} />
              <Switch label="Disabled" checked={false} disabled onChange={() => {}} />
            </div>
          </Sample>
          <RadioGroup
            label="Billing"
            value={plan}
            onChange={setPlan}
            options={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'yearly', label: 'Yearly', description: 'Two months free.' },
              { value: 'custom', label: 'Custom', disabled: true },
            ]}
          />
        </div>
      </GallerySection>
    </>
  );
}
