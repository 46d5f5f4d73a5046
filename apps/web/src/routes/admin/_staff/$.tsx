import { createFileRoute } from '@tanstack/react-router';

import { StaffNotFoundPage } from '~/components/feedback';

// An address under /admin that names no staff screen is answered in the staff shell, in staff words, like a
// missing record (docs/product-rules.md#staff-area); signed out, the staff guard asks for a sign-in first.
export const Route = createFileRoute('/admin/_staff/$')({ component: StaffNotFoundPage });
