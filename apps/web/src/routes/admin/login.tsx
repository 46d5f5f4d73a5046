import { createFileRoute } from '@tanstack/react-router';
import { StaffLoginPage } from '~/features/staff';

export const Route = createFileRoute('/admin/login')({ component: StaffLoginPage });
