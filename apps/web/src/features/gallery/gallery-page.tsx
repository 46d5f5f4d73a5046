import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import {
  Avatar,
  Badge,
  Button,
  buttonClassName,
  Card,
  EmptyState,
  ErrorState,
  formatDate,
  formatDuration,
  formatFileSize,
  formatPhone,
  formatRelative,
  formatTime,
  maskEmail,
  PageHeader,
  Pagination,
  Skeleton,
  SkeletonText,
  Spinner,
  ThemeToggle,
  Toaster,
} from '@console/ui';

import { StatusBadge } from '~/components/list';
import { AccountOwnerBadge } from '~/features/users';

import { GalleryForms } from './gallery-forms.tsx';
import { GalleryOverlays } from './gallery-overlays.tsx';
import { GallerySection, Sample } from './gallery-section.tsx';
import { GalleryTables } from './gallery-tables.tsx';
import { GalleryToasts } from './gallery-toasts.tsx';

const SAMPLE_DATE = new Date(2026, 10, 22, 14, 5, 9);

/** Every component of @console/ui in every state; development and test builds only (see routes/gallery.tsx). */
export function GalleryPage() {
  const [page, setPage] = useState(3);
  return (
    <div className="min-h-screen bg-canvas text-fg">
      <main className="mx-auto max-w-6xl px-6 py-8">
        <PageHeader
          title="Component gallery"
          description="Every component of @console/ui in every state, in the current theme."
          breadcrumbs={[{ label: 'Console', href: '/' }, { label: 'Gallery' }]}
          renderLink={(crumb, className) => (
            <Link to={crumb.href} className={className}>
              {crumb.label}
            </Link>
          )}
          actions={<ThemeToggle />}
        />

        <GallerySection id="buttons" title="Buttons">
          <Sample label="Variants">
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="danger">Danger</Button>
            <Button variant="ghost">Ghost</Button>
          </Sample>
          <Sample label="States and sizes">
            <Button loading>Saving</Button>
            <Button disabled>Disabled</Button>
            <Button size="sm">Small</Button>
            <Button size="sm" variant="secondary" loading>
              Small loading
            </Button>
          </Sample>
          <Sample label="Link buttons (TanStack Router Link and plain anchor)">
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              Back to the console
            </Link>
            <a href="#toasts" className={buttonClassName({ variant: 'ghost' })}>
              Jump to toasts
            </a>
          </Sample>
        </GallerySection>

        <GalleryForms />
        <GalleryOverlays />

        <GallerySection id="badges" title="Badges and avatars">
          <Sample label="Badges">
            <StatusBadge active />
            <StatusBadge active={false} />
            <AccountOwnerBadge />
            <Badge tone="warning">Expires soon</Badge>
            <Badge tone="danger">Locked</Badge>
            <Badge>Neutral</Badge>
          </Sample>
          <Sample label="Avatars">
            <Avatar name="Ada Lovelace" size="sm" />
            <Avatar name="Grace Hopper" />
            <Avatar name="Alan Turing" size="lg" />
            <Avatar name="" />
          </Sample>
        </GallerySection>

        <GallerySection id="cards" title="Cards and page states">
          <div className="grid gap-6 md:grid-cols-3">
            <Card
              title="Organization"
              headingLevel={3}
              description="Acme Ltd"
              actions={
                <Button size="sm" variant="secondary">
                  Edit
                </Button>
              }
              footer={
                <span className="text-xs text-fg-muted">
                  Updated {formatRelative(SAMPLE_DATE.getTime() - 3 * 3600_000, SAMPLE_DATE)}
                </span>
              }
            >
              <p className="text-sm">42 users, 7 services.</p>
            </Card>
            <Card title="No tickets" headingLevel={3}>
              <EmptyState
                title="No tickets yet"
                description="Tickets you open with support show up here."
                action={<Button size="sm">New ticket</Button>}
              />
            </Card>
            <Card title="Logs" headingLevel={3}>
              <ErrorState message="The logs could not be loaded." onRetry={() => undefined} />
            </Card>
          </div>
        </GallerySection>

        <GallerySection id="loading" title="Spinner and skeletons">
          <Sample label="Spinner">
            <Spinner />
            <Spinner label="Loading users" showLabel />
          </Sample>
          <Sample label="Skeletons">
            <div className="flex w-full max-w-md items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <SkeletonText className="flex-1" />
            </div>
          </Sample>
        </GallerySection>

        <GallerySection id="pagination" title="Pagination">
          <Pagination
            page={page}
            pageSize={25}
            total={1234}
            onPageChange={setPage}
            aria-label="Sample pagination"
          />
        </GallerySection>

        <GalleryTables />
        <GalleryToasts />

        <GallerySection id="formats" title="Formatters and masks">
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
            {[
              ['formatDate', formatDate(SAMPLE_DATE)],
              ['formatDate minutes', formatDate(SAMPLE_DATE, { time: 'minutes' })],
              ['formatDate seconds', formatDate(SAMPLE_DATE, { time: 'seconds' })],
              ['formatTime', formatTime(SAMPLE_DATE)],
              ['formatDuration 97200', formatDuration(97_200)],
              ['formatDuration 0', formatDuration(0)],
              ['formatRelative', formatRelative(SAMPLE_DATE.getTime() - 3 * 3600_000, SAMPLE_DATE)],
              ['formatFileSize 1023', formatFileSize(1023)],
              ['formatFileSize 1536', formatFileSize(1536)],
              ['formatFileSize 2 TB', formatFileSize(2 * 1024 ** 4)],
              ['maskEmail', maskEmail('john.doe@example.com')],
              ['maskEmail short', maskEmail('jo@example.com')],
              ['formatPhone', formatPhone('+12025550123')],
              ['formatPhone other', formatPhone('+442071234567')],
            ].map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-mono text-fg-muted">{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </GallerySection>
      </main>
      <Toaster />
    </div>
  );
}
