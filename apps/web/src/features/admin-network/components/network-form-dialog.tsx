import { useQuery } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { FormField, Select, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { DialogForm, FormDialog, FreshRecord, RecordConflict } from '~/components/form';
import { adminServicesQueries } from '~/features/admin-services';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';

import { adminNetworkMessages } from '../admin-network.messages';
import { useSaveNetwork } from '../admin-network.mutations';
import { adminNetworkQueries } from '../admin-network.queries';
import { networkFormSchema, type NetworkFormValues, NONE } from '../admin-network.schemas';

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
  const t = useMessages(adminNetworkMessages);
  const isEdit = editing !== null && 'networkId' in editing;
  return (
    <FormDialog open={editing !== null} onClose={onClose} title={t(isEdit ? 'editNetwork' : 'addNetwork')}>
      {editing !== null && 'networkId' in editing ? (
        <LoadedNetworkForm networkId={editing.networkId} onDone={onClose} />
      ) : (
        <NetworkForm network={null} gatewayId={editing?.gatewayId} onDone={onClose} />
      )}
    </FormDialog>
  );
}

/** The network as the API has it now (`FreshRecord`), for its edit form. */
function LoadedNetworkForm({ networkId, onDone }: { networkId: number; onDone: () => void }) {
  const t = useMessages(adminNetworkMessages);
  return (
    <FreshRecord query={adminNetworkQueries.network(networkId)} what={t('freshNetwork')}>
      {(network) => <NetworkForm network={network} gatewayId={undefined} onDone={onDone} />}
    </FreshRecord>
  );
}

const networkValues = (network: Schemas['Network']): NetworkFormValues => ({
  name: network.name,
  cidr: network.cidr,
  vlan_id: network.vlan_id == null ? '' : String(network.vlan_id),
  vpn_gateway_id: network.vpn_gateway_id ?? NONE,
  organization_id: network.organization_id ?? NONE,
});

/** The organisations to pick from, with the network's own even when it is past the first page. */
function organizationChoices(
  loaded: { id: number; name: string }[],
  network: Schemas['Network'] | null,
  unnamed: (id: number) => string,
) {
  const choices = loaded.map((o) => ({ value: o.id, label: o.name }));
  const own = network?.organization_id;
  if (own != null && !choices.some((c) => c.value === own))
    choices.push({ value: own, label: network?.organization_name ?? unnamed(own) });
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
  const t = useMessages(adminNetworkMessages);
  const unnamed = (id: number) => t('organizationNumber', { id: String(id) });
  const save = useSaveNetwork(network?.id);
  const gateways = useQuery(adminNetworkQueries.allGateways());
  const organizations = useQuery(adminServicesQueries.organizationOptions());
  const initialValues: NetworkFormValues = network
    ? networkValues(network)
    : { name: '', cidr: '', vlan_id: '', vpn_gateway_id: gatewayId ?? NONE, organization_id: NONE };
  const form = useEditForm({
    initialValues,
    schema: networkFormSchema,
    // Only an edit has a stored record, and a version to send.
    record: network ? storedRecord(`/admin/networks/${network.id}`, network, networkValues) : undefined,
    onSubmit: (values, { ifMatch }) => save.mutateAsync({ values, ifMatch }).then(onDone),
  });
  const gatewayName = (id: unknown) =>
    id === NONE ? t('noGateway') : gateways.data?.items.find((g) => g.id === id)?.name;
  const organizationName = (id: unknown) =>
    id === NONE
      ? t('nonePlatform')
      : organizationChoices(organizations.data?.items ?? [], network, unnamed).find((o) => o.value === id)
          ?.label;
  return (
    <DialogForm form={form} submitLabel={t(network ? 'saveChanges' : 'addNetwork')} onCancel={onDone}>
      {network && (
        <RecordConflict
          form={form}
          what={t('conflictNetwork')}
          labels={{
            name: t('name'),
            cidr: t('cidr'),
            vlan_id: t('vlan'),
            vpn_gateway_id: t('vpnGateway'),
            organization_id: t('organization'),
          }}
          format={(field, value) =>
            field === 'vpn_gateway_id'
              ? gatewayName(value)
              : field === 'organization_id'
                ? organizationName(value)
                : undefined
          }
        />
      )}
      <FormField label={t('name')} error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FormField label={t('cidr')} description={t('cidrHint')} error={form.errors.cidr} required>
          <TextInput {...form.bind('cidr')} autoComplete="off" spellCheck={false} />
        </FormField>
        <FormField label={t('vlan')} description={t('vlanHint')} error={form.errors.vlan_id}>
          <TextInput {...form.bind('vlan_id')} inputMode="numeric" autoComplete="off" />
        </FormField>
      </div>
      <FormField label={t('vpnGateway')} error={form.errors.vpn_gateway_id}>
        <Select
          options={[
            { value: NONE, label: t('noGateway') },
            ...(gateways.data?.items ?? []).map((g) => ({ value: g.id, label: g.name })),
          ]}
          value={form.values.vpn_gateway_id}
          onChange={(id) => form.setValue('vpn_gateway_id', id)}
        />
      </FormField>
      <FormField
        label={t('organization')}
        description={t(organizations.isError ? 'organizationsFailed' : 'organizationHint')}
        error={form.errors.organization_id}
      >
        <Select
          options={[
            { value: NONE, label: t('nonePlatform') },
            ...organizationChoices(organizations.data?.items ?? [], network, unnamed),
          ]}
          value={form.values.organization_id}
          onChange={(id) => form.setValue('organization_id', id)}
        />
      </FormField>
    </DialogForm>
  );
}
