import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '~/features/shell';

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});
