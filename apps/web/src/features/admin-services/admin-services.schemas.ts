import { valuesOf } from '~/lib/forms/labelled-options';

export type ServiceKind = 'aliases' | 'virtualdesktops' | 'virtualphones' | 'smsnumbers' | 'resourcepools';
export type ServiceFilter = 'organization' | 'location' | 'pool';

/** Which filters each kind's list offers besides status (its words are the catalog's, by kind). */
export const serviceKinds: Record<
  ServiceKind,
  {
    filters: readonly ServiceFilter[];
    poolKind?: 'desktop' | 'phone' | 'sms';
  }
> = {
  virtualdesktops: {
    filters: ['organization', 'location', 'pool'],
    poolKind: 'desktop',
  },
  virtualphones: {
    filters: ['organization', 'pool'],
    poolKind: 'phone',
  },
  smsnumbers: {
    filters: ['organization', 'pool'],
    poolKind: 'sms',
  },
  aliases: { filters: ['organization'] },
  resourcepools: {
    filters: ['location'],
  },
};

export const SERVICE_KINDS = valuesOf(serviceKinds);
