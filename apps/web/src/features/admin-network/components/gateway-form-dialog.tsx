import type { Schemas } from '@console/sdk';
import { FormField, Select, TextInput } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { adminServiceQueries } from '~/features/admin-services';
import { DialogForm, FormDialog } from '~/features/shell';
import { useForm } from '~/lib/forms';
import { useSaveGateway } from '../admin-network.mutations';
import {
  gatewayFormSchema,
  protocolLabels,
  type GatewayFormValues,
  type GatewayProtocol,
} from '../admin-network.schemas';

const protocolOptions = (Object.keys(protocolLabels) as GatewayProtocol[]).map((value) => ({
  value,
  label: protocolLabels[value],
}));

const EMPTY: GatewayFormValues = { name: '', location_id: 0, public_ip: '', protocol: 'wireguard' };

/** Adds a gateway (`gateway` null) or edits one, in a dialog over the list. */
export function GatewayFormDialog({
  open,
  gateway,
  onClose,
}: {
  open: boolean;
  gateway: Schemas['VpnGateway'] | null;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} title={gateway ? `Edit ${gateway.name}` : 'Add VPN gateway'}>
      <GatewayForm gateway={gateway} onDone={onClose} />
    </FormDialog>
  );
}

function GatewayForm({ gateway, onDone }: { gateway: Schemas['VpnGateway'] | null; onDone: () => void }) {
  const save = useSaveGateway(gateway?.id);
  const locations = useQuery(adminServiceQueries.locationOptions());
  const form = useForm({
    initialValues: gateway
      ? {
          name: gateway.name,
          location_id: gateway.location_id,
          public_ip: gateway.public_ip,
          protocol: gateway.protocol,
        }
      : EMPTY,
    schema: gatewayFormSchema,
    onSubmit: (values) => save.mutateAsync(values).then(onDone),
  });
  return (
    <DialogForm form={form} submitLabel={gateway ? 'Save changes' : 'Add gateway'} onCancel={onDone}>
      <FormField label="Name" error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField label="Location" error={form.errors.location_id} required>
        <Select
          options={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={form.values.location_id || null}
          placeholder={locations.isError ? 'The locations did not load' : 'Pick a location'}
          onChange={(id) => form.setValue('location_id', id)}
        />
      </FormField>
      <FormField
        label="Public IP"
        description="The IPv4 address clients connect to."
        error={form.errors.public_ip}
        required
      >
        <TextInput {...form.bind('public_ip')} autoComplete="off" inputMode="decimal" className="w-56" />
      </FormField>
      <FormField label="Protocol" error={form.errors.protocol} required>
        <Select
          options={protocolOptions}
          value={form.values.protocol}
          onChange={(protocol) => form.setValue('protocol', protocol)}
        />
      </FormField>
    </DialogForm>
  );
}
