// The service lists' pickers (organisation, location, pool): their choices load on their own, and while they
// do (or if they fail) the picker says so instead of holding up the list.
import { FormField, Select } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { adminServicesQueries } from '../admin-services.queries';

const EVERY = 0;

interface Named {
  id: number;
  name: string;
}

function IdPicker({
  label,
  every,
  choices,
  value,
  onChange,
}: {
  label: string;
  every: string;
  choices: { data?: { items: Named[] }; isPending: boolean; isError: boolean };
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const options = [
    { value: EVERY, label: choices.isError ? `${every} (the list did not load)` : every },
    ...(choices.data?.items ?? []).map((item) => ({ value: item.id, label: item.name })),
  ];
  return (
    <FormField label={label} className="w-56">
      <Select
        options={options}
        value={value ?? EVERY}
        placeholder={choices.isPending ? 'Loading…' : every}
        onChange={(id) => onChange(id === EVERY ? undefined : id)}
      />
    </FormField>
  );
}

export function OrganizationPicker(props: { value: number | undefined; onChange: (id?: number) => void }) {
  const choices = useQuery(adminServicesQueries.organizationOptions());
  return <IdPicker label="Organization" every="Every organization" choices={choices} {...props} />;
}

export function LocationPicker(props: { value: number | undefined; onChange: (id?: number) => void }) {
  const choices = useQuery(adminServicesQueries.locationOptions());
  return <IdPicker label="Location" every="Every location" choices={choices} {...props} />;
}

export function PoolPicker({
  kind,
  ...props
}: {
  kind: 'desktop' | 'phone' | 'sms' | undefined;
  value: number | undefined;
  onChange: (id?: number) => void;
}) {
  const choices = useQuery(adminServicesQueries.poolOptions(kind));
  return <IdPicker label="Pool" every="Every pool" choices={choices} {...props} />;
}
