import { useQuery } from '@tanstack/react-query';

import type { Schemas } from '@console/sdk';
import { FormField, Select, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { DialogForm, FormDialog, FreshRecord, RecordConflict } from '~/components/form';
import { adminServicesQueries } from '~/features/admin-services';
import { storedRecord, useEditForm } from '~/lib/forms/edit-form';
import { labelledOptions, labelOf } from '~/lib/forms/labelled-options';

import { adminNetworkMessages } from '../admin-network.messages';
import { useSaveGateway } from '../admin-network.mutations';
import { adminNetworkQueries } from '../admin-network.queries';
import { gatewayFormSchema, type GatewayFormValues, protocolLabels } from '../admin-network.schemas';

const protocolOptions = labelledOptions(protocolLabels);

const EMPTY: GatewayFormValues = { name: '', location_id: 0, public_ip: '', protocol: 'wireguard' };

const gatewayValues = (gateway: Schemas['VpnGateway']): GatewayFormValues => ({
  name: gateway.name,
  location_id: gateway.location_id,
  public_ip: gateway.public_ip,
  protocol: gateway.protocol,
});

/** Adds a gateway (`gateway` null) or edits one, in a dialog over the list; an edit loads the gateway first. */
export function GatewayFormDialog({
  open,
  gateway,
  onClose,
}: {
  open: boolean;
  gateway: Schemas['VpnGateway'] | null;
  onClose: () => void;
}) {
  const t = useMessages(adminNetworkMessages);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={gateway ? t('editGateway', { name: gateway.name }) : t('addGateway')}
    >
      {gateway ? (
        <LoadedGatewayForm gatewayId={gateway.id} onDone={onClose} />
      ) : (
        <GatewayForm gateway={null} onDone={onClose} />
      )}
    </FormDialog>
  );
}

/** The gateway as the API has it now (`FreshRecord`), for its edit form. */
function LoadedGatewayForm({ gatewayId, onDone }: { gatewayId: number; onDone: () => void }) {
  const t = useMessages(adminNetworkMessages);
  return (
    <FreshRecord query={adminNetworkQueries.gateway(gatewayId)} what={t('freshGateway')}>
      {(gateway) => <GatewayForm gateway={gateway} onDone={onDone} />}
    </FreshRecord>
  );
}

function GatewayForm({ gateway, onDone }: { gateway: Schemas['VpnGateway'] | null; onDone: () => void }) {
  const t = useMessages(adminNetworkMessages);
  const save = useSaveGateway(gateway?.id);
  const locations = useQuery(adminServicesQueries.locationOptions());
  const form = useEditForm({
    initialValues: gateway ? gatewayValues(gateway) : EMPTY,
    schema: gatewayFormSchema,
    // Only an edit has a stored record, and a version to send.
    record: gateway ? storedRecord(`/admin/vpngateways/${gateway.id}`, gateway, gatewayValues) : undefined,
    onSubmit: (values, { ifMatch }) => save.mutateAsync({ values, ifMatch }).then(onDone),
  });
  const locationName = (id: unknown) =>
    locations.data?.items.find((l) => l.id === id)?.name ??
    (gateway && id === gateway.location_id ? gateway.location_name : undefined);
  return (
    <DialogForm form={form} submitLabel={t(gateway ? 'saveChanges' : 'addGatewaySubmit')} onCancel={onDone}>
      {gateway && (
        <RecordConflict
          form={form}
          what={t('conflictGateway')}
          labels={{
            name: t('name'),
            location_id: t('location'),
            public_ip: t('publicIp'),
            protocol: t('protocol'),
          }}
          format={(field, value) =>
            field === 'protocol'
              ? labelOf(protocolLabels, value)
              : field === 'location_id'
                ? locationName(value)
                : undefined
          }
        />
      )}
      <FormField label={t('name')} error={form.errors.name} required>
        <TextInput {...form.bind('name')} autoComplete="off" />
      </FormField>
      <FormField label={t('location')} error={form.errors.location_id} required>
        <Select
          options={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))}
          value={form.values.location_id || null}
          placeholder={t(locations.isError ? 'locationsFailed' : 'pickLocation')}
          onChange={(id) => form.setValue('location_id', id)}
        />
      </FormField>
      <FormField label={t('publicIp')} description={t('publicIpHint')} error={form.errors.public_ip} required>
        <TextInput {...form.bind('public_ip')} autoComplete="off" inputMode="decimal" className="w-56" />
      </FormField>
      <FormField label={t('protocol')} error={form.errors.protocol} required>
        <Select
          options={protocolOptions}
          value={form.values.protocol}
          onChange={(protocol) => form.setValue('protocol', protocol)}
        />
      </FormField>
    </DialogForm>
  );
}
