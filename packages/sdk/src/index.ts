/** Placeholder until the SDK issue lands: the package shape (exports map, build) is real. */
export const SDK_NAME = '@console/sdk';
