import { createFileRoute } from '@tanstack/react-router';

import { StaffUnauthorizedPage } from '~/components/feedback';

// A staff refusal stays in the staff shell (docs/product-rules.md#staff-area).
export const Route = createFileRoute('/admin/_staff/unauthorized')({ component: StaffUnauthorizedPage });
