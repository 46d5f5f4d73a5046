import { createFileRoute } from '@tanstack/react-router';

import { StaffNotFoundPage } from '~/components/feedback';

// A staff screen's missing record stays in the staff shell (docs/product-rules.md#staff-area).
export const Route = createFileRoute('/admin/_staff/notfound')({ component: StaffNotFoundPage });
