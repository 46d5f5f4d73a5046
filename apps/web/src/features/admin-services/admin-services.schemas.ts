import { valuesOf } from '~/lib/forms/labelled-options';

export type ServiceKind = 'aliases' | 'virtualdesktops' | 'virtualphones' | 'smsnumbers' | 'resourcepools';
export type ServiceFilter = 'organization' | 'location' | 'pool';

/** What each kind's list is called and which filters it offers besides status. */
export const serviceKinds: Record<
  ServiceKind,
  { title: string; noun: string; filters: readonly ServiceFilter[]; poolKind?: 'desktop' | 'phone' | 'sms' }
> = {
  virtualdesktops: {
    title: 'Virtual desktops',
    noun: 'virtual desktops',
    filters: ['organization', 'location', 'pool'],
    poolKind: 'desktop',
  },
  virtualphones: {
    title: 'Virtual phones',
    noun: 'virtual phones',
    filters: ['organization', 'pool'],
    poolKind: 'phone',
  },
  smsnumbers: {
    title: 'SMS numbers',
    noun: 'SMS numbers',
    filters: ['organization', 'pool'],
    poolKind: 'sms',
  },
  aliases: { title: 'Aliases', noun: 'aliases', filters: ['organization'] },
  resourcepools: { title: 'Resource pools', noun: 'resource pools', filters: ['location'] },
};

export const SERVICE_KINDS = valuesOf(serviceKinds);
