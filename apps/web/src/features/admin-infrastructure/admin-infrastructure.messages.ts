// The words of the staff area's locations and resource pools (docs/decisions/0049-languages.md); they load
// with its screens.
import { defineMessages } from '@console/ui/i18n';

export const adminInfrastructureMessages = defineMessages(
  {
    /** Page heading of the locations list, its table's name and the breadcrumb back to it. */
    locationsTitle: 'Locations',
    /** Under the locations list's heading. */
    locationsDescription: "Where the platform runs: each location's pools, gateways and services.",
    /** Button and page heading to add a location. */
    addLocation: 'Add location',
    /** The locations list's row noun, singular (used in counts built by the list). */
    locationOne: 'location',
    /** The locations list's row noun, plural. */
    locationOther: 'locations',
    /** Under "no locations match" when a search found nothing. */
    locationsSearchHint: 'Search for part of the name, the code or the city.',
    /** Heading of the empty locations list. */
    locationsEmpty: 'No locations yet',
    /** Accessible name of the locations list's search field. */
    locationsSearch: 'Search locations',
    /** Placeholder of the locations list's search field. */
    locationsSearchPlaceholder: 'Search by name, code or city',
    /** Column header, field and fact label. */
    name: 'Name',
    /** Column header and fact label: a location's short code. */
    code: 'Code',
    /** Column header and field label. */
    city: 'City',
    /** Column header: a location's country. */
    country: 'Country',
    /** Field label: the two-letter country code. */
    countryCode: 'Country code',
    /** Column header, field and fact label. */
    timeZone: 'Time zone',
    /** Column header, field and fact label. */
    status: 'Status',
    /** The location form's switch; a pool status. */
    active: 'Active',
    /** Under the Active switch. */
    activeHint: 'New services are placed only at active locations.',
    /** Page heading of the edit form; {name} is the location or pool. */
    editTitle: 'Edit {name}',
    /** Says which record changed meanwhile, in the form's conflict notice. */
    thisLocation: 'this location',
    /** Submit button of an edit form. */
    saveChanges: 'Save changes',
    /** Validation message of the city field. */
    enterCity: 'Enter the city.',
    /** Validation message of the country code field. */
    enterCountryCode: 'Enter the two-letter country code.',
    /** Validation message of the time zone field; keep the example as is. */
    enterTimeZone: 'Enter the time zone, e.g. America/New_York.',
    /** Button on a location's page. */
    edit: 'Edit',
    /** Table title on a location's page. */
    resourcePools: 'Resource pools',
    /** Table name; {location} is the location's name. */
    resourcePoolsAt: 'Resource pools at {location}',
    /** Empty table. */
    noResourcePoolsHere: 'No resource pools here',
    /** Table title on a location's page. */
    vpnGateways: 'VPN gateways',
    /** Table name; {location} is the location's name. */
    vpnGatewaysAt: 'VPN gateways at {location}',
    /** Empty table. */
    noVpnGatewaysHere: 'No VPN gateways here',
    /** Column header and field label: a pool's kind (desktops, phones, SMS). */
    kind: 'Kind',
    /** Column header: how full a pool is. */
    use: 'Use',
    /** Column header: a gateway's public address. */
    publicIp: 'Public IP',
    /** Column header: a gateway's protocol. */
    protocol: 'Protocol',
    /** Column header: a gateway's connected clients. */
    clients: 'Clients',
    /** Card heading and column header, field label, filter. */
    location: 'Location',
    /** Fact label: the virtual desktops at the location. */
    servicesRunningHere: 'Services running here',
    /** A number of virtual desktops. */
    virtualDesktops: '{count, plural, one {# virtual desktop} other {# virtual desktops}}',
    /** A number of resource pools. */
    resourcePoolsCount: '{count, plural, one {# resource pool} other {# resource pools}}',
    /** A number of VPN gateways. */
    vpnGatewaysCount: '{count, plural, one {# VPN gateway} other {# VPN gateways}}',
    /** Heading of the dialog saying a record cannot be deleted; {name} is the location or pool. */
    cannotDelete: '{name} cannot be deleted',
    /** Why a location cannot be deleted; {uses} is a list of counts ("2 resource pools, 1 VPN gateway"). */
    locationInUse: 'It is still in use by {uses}. Move or delete them first, or mark the location inactive.',
    /** Button closing that dialog. */
    ok: 'OK',
    /** Heading of a delete dialog; {name} is the location or pool. */
    deleteTitle: 'Delete {name}?',
    /** Text of the location delete dialog. */
    deleteLocationMessage: 'Nothing runs there. This cannot be undone.',
    /** Confirm button. */
    deleteLocation: 'Delete location',
    /** Toast after adding; {name} is the location or pool. */
    added: '{name} is added.',
    /** Toast after saving; {name} is the location or pool. */
    saved: 'Changes to {name} are saved.',
    /** Toast after deleting; {name} is the location or pool. */
    deleted: '{name} is deleted.',
    /** Pool kind. */
    kindDesktop: 'Desktops',
    /** Pool kind. */
    kindPhone: 'Phones',
    /** Pool kind. */
    kindSms: 'SMS',
    /** Pool status. */
    statusMaintenance: 'Maintenance',
    /** Pool status. */
    statusRetired: 'Retired',
    /** Validation message of the pool's kind. */
    pickKind: 'Pick a kind.',
    /** Validation message of the pool's location. */
    pickLocation: 'Pick a location.',
    /** Page heading, table name of the pools list. */
    poolsTitle: 'Resource pools',
    /** Under the pools list's heading. */
    poolsDescription: "Capacity by location: how much of each pool the customers' services use.",
    /** Button and dialog heading to add a pool. */
    addResourcePool: 'Add resource pool',
    /** The pools list's row noun, singular. */
    poolOne: 'resource pool',
    /** The pools list's row noun, plural. */
    poolOther: 'resource pools',
    /** Under "no pools match" when a search found nothing. */
    poolsSearchHint: 'Search for part of the name or the location.',
    /** Heading of the empty pools list. */
    poolsEmpty: 'No resource pools here',
    /** Accessible name of the pools list's search field. */
    poolsSearch: 'Search resource pools',
    /** Placeholder of the pools list's search field. */
    poolsSearchPlaceholder: 'Search by name or location',
    /** Filter choice: no kind filter. */
    everyKind: 'Every kind',
    /** Instead of a name when none is known. */
    thisPoolTitle: 'This pool',
    /** Instead of a name when none is known. */
    thisPool: 'this pool',
    /** Says which record the edit form loads. */
    thePool: 'the pool',
    /** Why a pool cannot be deleted; {used} is a number of units. */
    poolInUse:
      "{used, number} of its units are in use by customers' services. Only an empty pool can be deleted: retire it to stop new services drawing from it.",
    /** Text of the pool delete dialog; {capacity} is a number, {location} the location's name. */
    deletePoolMessage:
      'The pool is empty. Its {capacity, number} units of capacity at {location} go with it. This cannot be undone.',
    /** Instead of the location's name when none is known. */
    itsLocation: 'its location',
    /** Confirm button. */
    deletePool: 'Delete pool',
    /** Submit button of the pool dialog. */
    addPool: 'Add pool',
    /** Field label. */
    capacityUnits: 'Capacity (units)',
    /** Under the capacity field when adding. */
    capacityHint: 'A whole number, at least 1.',
    /** Under the capacity field when editing; {used} is a number. */
    capacityHintUsed: 'A whole number, at least 1. {used} units are in use now.',
    /** Under the capacity field when it is not a whole number of at least 1. */
    capacityInvalid: 'Enter a whole number of units, at least 1.',
    /** Placeholder of the location list box while it loads. */
    loading: 'Loading…',
    /** Placeholder when the locations failed to load. */
    locationsFailed: 'The locations did not load',
    /** Placeholder of the location list box. */
    pickALocation: 'Pick a location',
    /** Accessible name of a pool's meter; {name} is the pool. */
    useOf: 'Use of {name}',
    /** Spoken value of the meter for a pool without capacity; {figures} is "used / capacity". */
    noCapacityValue: '{figures}: no capacity',
    /** Spoken value of the meter; {used} and {capacity} are numbers, {share} a percentage. */
    usedValue: '{used} of {capacity} used ({share}%)',
    /** Beside the figures of a pool without capacity. */
    noCapacity: '(no capacity)',
  },
  {
    de: () => import('./locales/admin-infrastructure.de.po?raw'),
    fr: () => import('./locales/admin-infrastructure.fr.po?raw'),
  },
);
