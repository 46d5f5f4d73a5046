// The staff area's VPN gateways and networks (docs/decisions/0049-languages.md): the list of gateways, the
// infrastructure view of networks by gateway, their forms, dialogs and toasts.
import { defineMessages } from '@console/ui/i18n';

export const adminNetworkMessages = defineMessages(
  {
    /** Page heading of the list of VPN gateways; also the table's caption. */
    gatewaysTitle: 'VPN gateways',
    /** Under that heading. */
    gatewaysDescription: "Where customers' networks enter the platform, by location.",
    /** Button and dialog title: add a VPN gateway. */
    addGateway: 'Add VPN gateway',
    /** Label of the gateways list's search box. */
    gatewaysSearchLabel: 'Search VPN gateways',
    /** Placeholder of the gateways list's search box. */
    gatewaysSearchPlaceholder: 'Search by name or public IP',
    /** Shown when a search finds no gateway. */
    gatewaysSearchHint: 'Search for part of the name or the public IP.',
    /** Shown when there are no gateways at all. */
    gatewaysEmpty: 'No VPN gateways yet',
    /** Column header and field label: the name of a gateway or network. */
    name: 'Name',
    /** Column header and field label: the location a gateway serves. */
    location: 'Location',
    /** Column header and field label: the gateway's public IPv4 address. */
    publicIp: 'Public IP',
    /** Column header and field label: the gateway's VPN protocol (WireGuard, IPsec, OpenVPN). */
    protocol: 'Protocol',
    /** Column header: the gateway's status. */
    status: 'Status',
    /** Column header: the number of networks routed through the gateway. */
    networksColumn: 'Networks',
    /** Name of the link on that number, for screen readers; {count} networks, {name} the gateway's name. */
    networksThrough: '{count, plural, one {# network through {name}} other {# networks through {name}}}',
    /** Title of a delete dialog; {name} is the gateway's or network's name. */
    deleteTitle: 'Delete {name}?',
    /** Title of the gateway's delete dialog while it closes (no gateway chosen). */
    deleteThisGateway: 'Delete this gateway?',
    /** Sentence of the gateway's delete dialog; {count} clients, {name} the gateway, {location} its location. */
    deleteGatewayClients:
      '{count, plural, one {# connected client of {name} at {location} lose their tunnel.} other {# connected clients of {name} at {location} lose their tunnel.}}',
    /** Gateway delete dialog while networks route through it; {count} networks, {clients} the sentence above. */
    deleteGatewayWithNetworks:
      '{count, plural, one {# network still route through it: a gateway is deleted only once no network does, so move or delete them first. {clients}} other {# networks still route through it: a gateway is deleted only once no network does, so move or delete them first. {clients}}}',
    /** Gateway delete dialog when no network routes through it; {clients} is the sentence about its clients. */
    deleteGatewayNoNetworks: 'No network routes through it. {clients} This cannot be undone.',
    /** Confirm button of the gateway's delete dialog. */
    deleteGatewayConfirm: 'Delete gateway',
    /** Title of the gateway's edit dialog; {name} is its name. */
    editGateway: 'Edit {name}',
    /** Submit button of an edit dialog. */
    saveChanges: 'Save changes',
    /** Submit button of the dialog that adds a gateway. */
    addGatewaySubmit: 'Add gateway',
    /** What the gateway's edit dialog changes, inside the sentences of its notice of a change by another person. */
    conflictGateway: 'this gateway',
    /** What the gateway's edit dialog loads, inside the sentences of its loading failure. */
    freshGateway: 'the gateway',
    /** Placeholder of the location field when the locations could not be loaded. */
    locationsFailed: 'The locations did not load',
    /** Placeholder of the location field. */
    pickLocation: 'Pick a location',
    /** Hint under the public IP field. */
    publicIpHint: 'The IPv4 address clients connect to.',
    /** Error of the location field. */
    pickLocationError: 'Pick a location.',
    /** Error of an empty public IP field. */
    publicIpRequired: 'Enter the public IPv4 address.',
    /** Error of a public IP field that is not an IPv4 address. */
    publicIpShape: 'Enter an IPv4 address, e.g. 203.0.113.10.',
    /** Error of the protocol field. */
    pickProtocol: 'Pick a protocol.',
    /** Error of an empty CIDR field. */
    cidrRequired: 'Enter the network in CIDR form.',
    /** Error of a CIDR field that is not an IPv4 network with its prefix. */
    cidrShape: 'Enter an IPv4 network with its prefix, e.g. 10.20.0.0/24.',
    /** Error of the VLAN field. */
    vlanRange: 'Enter a VLAN between 1 and 4094, or leave it empty.',
    /** Toast after adding a gateway or network; {name} is its name. */
    added: '{name} is added.',
    /** Toast after saving a gateway or network; {name} is its name. */
    saved: 'Changes to {name} are saved.',
    /** Toast after deleting a gateway or network; {name} is its name. */
    deleted: '{name} is deleted.',
    /** Page heading of the infrastructure view of networks. */
    networksTitle: 'Networks',
    /** Under that heading. */
    networksDescription: 'Each VPN gateway with the networks routed through it: their CIDRs and VLANs.',
    /** Button, dialog title and submit button: add a network. */
    addNetwork: 'Add network',
    /** Label of the filter by gateway. */
    gatewayFilter: 'Gateway',
    /** The filter by gateway's choice of no filter. */
    everyGateway: 'Every gateway',
    /** When not every network is shown; {shown} is how many are, {count} how many there are. */
    firstShown:
      '{count, plural, one {The first {shown} of # network are shown: pick a gateway to see all of its own.} other {The first {shown} of # networks are shown: pick a gateway to see all of its own.}}',
    /** Shown when the chosen location has no gateway. */
    noGatewaysHere: 'No VPN gateways here',
    /** Under that. */
    noGatewaysHereText: 'Pick another location, or every location.',
    /** Title of the network's delete dialog while it closes (no network chosen). */
    deleteThisNetwork: 'Delete this network?',
    /** Network delete dialog; {cidr} is its range (e.g. 10.20.0.0/24). */
    deleteNetworkText:
      '{cidr} is no longer routed, and the range is free for another network. This cannot be undone.',
    /** Network delete dialog; {cidr} is its range, {organization} the organization it served. */
    deleteNetworkTextFor:
      '{cidr} is no longer routed for {organization}, and the range is free for another network. This cannot be undone.',
    /** Network delete dialog while it closes (no network chosen). */
    deleteNetworkTextNone:
      'Its range is no longer routed, and the range is free for another network. This cannot be undone.',
    /** Confirm button of the network's delete dialog. */
    deleteNetworkConfirm: 'Delete network',
    /** Card title of one gateway's networks; {name} is the gateway, {count} the number of its networks. */
    gatewayCard: '{name} ({count})',
    /** Card title of the networks routed through no gateway; {count} is their number. */
    unroutedCard: 'Not routed through a gateway ({count})',
    /** Caption of a gateway's table of networks; {name} is the gateway. */
    networksOf: 'Networks through {name}',
    /** Caption of the table of networks routed through no gateway. */
    networksWithoutGateway: 'Networks without a gateway',
    /** Shown when no network routes through a gateway. */
    noNetworks: 'No networks route through this gateway',
    /** Column header and field label: the network's address range. */
    cidr: 'CIDR',
    /** Column header and field label: the network's VLAN number. */
    vlan: 'VLAN',
    /** Column header and field label: the organization a network serves. */
    organization: 'Organization',
    /** In the organization column: a network of the platform itself. */
    platform: 'Platform',
    /** Title of the network's edit dialog. */
    editNetwork: 'Edit network',
    /** What the network's edit dialog loads, inside the sentences of its loading failure. */
    freshNetwork: 'the network',
    /** What the network's edit dialog changes, inside the sentences of its notice of a change by another person. */
    conflictNetwork: 'this network',
    /** Field label: the gateway the network is routed through. */
    vpnGateway: 'VPN gateway',
    /** An organization whose name is not loaded; {id} is its number. */
    organizationNumber: 'Organization {id}',
    /** Choice of the gateway field: routed through no gateway. */
    noGateway: 'No gateway',
    /** Choice of the organization field: a network of the platform itself. */
    nonePlatform: 'None (platform)',
    /** Hint under the CIDR field. */
    cidrHint: 'IPv4, e.g. 10.20.0.0/24.',
    /** Hint under the VLAN field. */
    vlanHint: '1–4094, optional.',
    /** Hint under the organization field when the organizations could not be loaded. */
    organizationsFailed: 'The organizations did not load.',
    /** Hint under the organization field. */
    organizationHint: 'Empty for a platform network.',
  },
  {
    de: () => import('./locales/admin-network.de.po?raw'),
    fr: () => import('./locales/admin-network.fr.po?raw'),
  },
);
