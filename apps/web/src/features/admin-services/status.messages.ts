// The staff area's service status words and record filters (docs/decisions/0049-languages.md): apart from the
// services' catalog because other staff screens (locations, pools, networks, gateways) show them too, and
// should not load the whole services catalog for them.
import { defineMessages } from '@console/ui/i18n';

export const serviceStatusMessages = defineMessages(
  {
    /** A status word of a service, an alias, a pool or a connection, as the API names it; {label} is the API's word. */
    status:
      '{status, select, active {Active} suspended {Suspended} pending {Pending} running {Running} stopped {Stopped} starting {Starting} error {Error} maintenance {Maintenance} retired {Retired} provisioning {Provisioning} online {Online} offline {Offline} degraded {Degraded} connected {Connected} disconnected {Disconnected} unreachable {Unreachable} available {Available} assigned {Assigned} reserved {Reserved} other {{label}}}',
    /** Filter of a staff list: the organization. */
    organization: 'Organization',
    /** Filter of a staff list: the location. */
    location: 'Location',
    /** Filter of a staff list: the resource pool. */
    pool: 'Pool',
    /** Filter choice: no organization filter. */
    everyOrganization: 'Every organization',
    /** Filter choice: no location filter. */
    everyLocation: 'Every location',
    /** Filter choice: no pool filter. */
    everyPool: 'Every pool',
  },
  {
    de: () => import('./locales/status.de.po?raw'),
    fr: () => import('./locales/status.fr.po?raw'),
  },
);
