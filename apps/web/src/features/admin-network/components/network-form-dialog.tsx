import type { Schemas } from '@console/sdk';
import { Alert, FormField, Select, Spinner, TextInput } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { adminServiceQueries } from '~/features/admin-services';
import { DialogForm, FormDialog } from '~/features/shell';
import { useForm } from '~/lib/forms';
import { useSaveNetwork } from '../admin-network.mutations';
import { adminNetworkQueries } from '../admin-network.queries';
import { NONE, networkFormSchema, type NetworkFormValues } from '../admin-network.schemas';

/** What the dialog is for: a new network (through `gatewayId` if given) or the network `networkId`. */
export type NetworkEditing = { networkId: number } | { gatewayId: number | undefined };

/** Adds or edits a network in a dialog over the infrastructure view; an edit loads the network first. */
export function NetworkFormDialog({
  editing,
  onClose,
}: {
  editing: NetworkEditing | null;
  onClose: () => void;
}) {
  const isEdit = editing !== null && 'networkId' in editing;
  return (
    <FormDialog open={editing !== null} onClose={onClose} title={isEdit ? 'Edit network' : 'Add network'}>
      {editing !== null && 'networkId' in editing ? (
        <LoadedNetworkForm networkId={editing.networkId} onDone={onClose} />
      ) : (
        <NetworkForm network={null} gatewayId={editing?.gatewayId} onDone={onClose} />
      )}
    </FormDialog>
  );
}

/** The network as the API has it now (not as the list showed it), then its form. */
function LoadedNetworkForm({ networkId, onDone }: { networkId: number; onDone: () => void }) {
  const network = useQuery(adminNetworkQueries.network(networkId));
  if (network.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-fg-muted">
        <Spinner /> Loading the network…
      </p>
    );
  }
  if (network.isError) return <Alert tone="error">{network.error.message}</Alert>;
  return <NetworkForm network={network.data} gatewayId={undefined} onDone={onDone} />;
}

/** The organisations to pick from, with the network's own even when it is past the first page. */
function organizationChoices(loaded: { id: number; name: string }[], network: Schemas['Network'] | null) {
  const choices = loaded.map((o) => ({ value: o.id, label: o.name }));
  const own = network?.organization_id;
  if (own != null && !choices.some((c) => c.value === own))
    choices.push({ value: own, label: network?.organization_name ?? `Organization ${own}` });
  return choices;
}

function NetworkForm({
  network,
  gatewayId,
  onDone,
}: {
  network: Schemas['Network'] | null;
  gatewayId: number | undefined;
  onDone: () => void;
}) {
  const save = useSaveNetwork(network?.id);
  const gateways = useQuery(adminNetworkQueries.allGateways());
  const organizations = useQuery(adminServiceQueries.organizationOptions());
  const initialValues: NetworkFormValues = {
    name: network?.name ?? '',
    cidr: network?.cidr ?? '',
    vlan_id: network?.vlan_id == null ? '' : String(network.vlan_id),
    vpn_gateway_id: network ? (network.vpn_gateway_id ?? NONE) : (gatewayId ?? NONE),
    organization_id: network?.organization_id ?? NONE,
  };
  const form = useForm({
    initialValues,
    schema: networkFormSchema,
    onSubmit: (values) => save.mutateAsync(values).then(onDone),
  });
  return (
    <DialogForm form={form} submitLabel={network ? 'Save changes' : 'Add network'} onCancel={onDone}>
      <FormField label="Name" error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormField label="CIDR" description="IPv4, e.g. 10.20.0.0/24." error={form.errors.cidr} required>
          <TextInput {...form.bind('cidr')} autoComplete="off" spellCheck={false} />
        </FormField>
        <FormField label="VLAN" description="1–4094, optional." error={form.errors.vlan_id}>
          <TextInput {...form.bind('vlan_id')} inputMode="numeric" autoComplete="off" />
        </FormField>
      </div>
      <FormField label="VPN gateway" error={form.errors.vpn_gateway_id}>
        <Select
          options={[
            { value: NONE, label: 'No gateway' },
            ...(gateways.data?.items ?? []).map((g) => ({ value: g.id, label: g.name })),
          ]}
          value={form.values.vpn_gateway_id}
          onChange={(id) => form.setValue('vpn_gateway_id', id)}
        />
      </FormField>
      <FormField
        label="Organization"
        description={
          organizations.isError ? 'The organizations did not load.' : 'Empty for a platform network.'
        }
        error={form.errors.organization_id}
      >
        <Select
          options={[
            { value: NONE, label: 'None (platform)' },
            ...organizationChoices(organizations.data?.items ?? [], network),
          ]}
          value={form.values.organization_id}
          onChange={(id) => form.setValue('organization_id', id)}
        />
      </FormField>
    </DialogForm>
  );
}
