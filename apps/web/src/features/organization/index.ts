export { OrganizationPage } from './components/organization-page';
export { organizationQueries } from './organization.queries';
export { ORGANIZATION_FIELD_LABELS } from './organization.labels';
export {
  OrganizationFields,
  organizationBody,
  organizationFormValues,
} from './components/organization-fields';
export { organizationSchema } from './organization.schemas';
