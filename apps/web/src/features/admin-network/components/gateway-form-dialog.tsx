import type { Schemas } from '@console/sdk';
import { Alert, Button, Dialog, FormField, Select, TextInput } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { adminServiceQueries } from '~/features/admin-services';
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
    <Dialog open={open} onClose={onClose} title={gateway ? `Edit ${gateway.name}` : 'Add VPN gateway'}>
      {/* Mounted while open, so each opening starts from the gateway as it is. */}
      {open && <GatewayForm gateway={gateway} onDone={onClose} />}
    </Dialog>
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
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      onDone();
    },
  });
  return (
    <form id={form.id} onSubmit={form.handleSubmit} noValidate className="space-y-4">
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
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
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={form.submitting}>
          {gateway ? 'Save changes' : 'Add gateway'}
        </Button>
      </div>
    </form>
  );
}
