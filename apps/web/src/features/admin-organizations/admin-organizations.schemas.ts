import * as v from 'valibot';

import { organizationSchema } from '~/features/organization';
import { emailField, nameField } from '~/lib/forms/name-field';

/** The contract's AdminOrganizationWrite: the organisation's fields and its status. */
export const adminOrganizationSchema = v.object({ ...organizationSchema.entries, status: v.boolean() });
export type AdminOrganizationValues = v.InferOutput<typeof adminOrganizationSchema>;

/** The contract's OwnerInvitationRequest: who becomes the organisation's account owner. */
export const ownerInvitationSchema = v.object({
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  email: emailField(),
});
export type OwnerInvitationValues = v.InferOutput<typeof ownerInvitationSchema>;
