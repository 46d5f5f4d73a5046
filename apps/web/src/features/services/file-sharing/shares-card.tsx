import { getRouteApi, Link } from '@tanstack/react-router';

import type { Schemas } from '@console/sdk';
import { Alert, Card, formatFileSize, FormField, TextInput } from '@console/ui';
import { useMessages } from '@console/ui/i18n';

import { FormActions } from '~/components/form';
import { useForm } from '~/lib/forms/forms';

import { fileSharingMessages } from '../file-sharing.messages';
import { shareSchema } from '../services.schemas';
import { useCreateShare } from './file-sharing.mutations';

type Share = Schemas['FileShare'];
const route = getRouteApi('/_authenticated/services/alias/$aliasId/filesharing');

/** The alias's shares as links (the open one is current), and a form for a new one. */
export function SharesCard({
  aliasId,
  shares,
  openId,
}: {
  aliasId: number;
  shares: Share[];
  openId: number | undefined;
}) {
  const t = useMessages(fileSharingMessages);
  return (
    <Card title={t('shares')}>
      {shares.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('noSharesYet')}</p>
      ) : (
        <nav aria-label={t('shares')}>
          <ul className="-mx-2 flex flex-col gap-1">
            {shares.map((share) => (
              <li key={share.id}>
                <Link
                  from="/services/alias/$aliasId/filesharing"
                  search={(prev) => ({ ...prev, share: share.id, page: undefined, search: undefined })}
                  aria-current={share.id === openId ? 'page' : undefined}
                  className="group flex flex-col rounded-md px-2 py-1.5 text-sm hover:bg-surface-muted aria-[current=page]:bg-primary-soft"
                >
                  <span className="font-medium break-words text-fg">{share.name}</span>
                  <span className="text-fg-muted group-aria-[current=page]:text-fg">
                    {t('filesAndSize', { count: share.files_count, size: formatFileSize(share.size) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <NewShareForm aliasId={aliasId} />
    </Card>
  );
}

function NewShareForm({ aliasId }: { aliasId: number }) {
  const create = useCreateShare(aliasId);
  const navigate = route.useNavigate();
  const t = useMessages(fileSharingMessages);
  const form = useForm({
    initialValues: { name: '' },
    schema: shareSchema,
    onSubmit: async (values) => {
      const share = await create.mutateAsync(values);
      form.reset({ name: '' });
      await navigate({
        search: (prev) => ({ ...prev, share: share.id, page: undefined, search: undefined }),
      });
    },
  });
  return (
    <form
      id={form.id}
      onSubmit={form.handleSubmit}
      noValidate
      className="mt-4 space-y-3 border-t border-border pt-4"
    >
      {form.errors.form && <Alert tone="error">{form.errors.form}</Alert>}
      <FormField label={t('newShare')} error={form.errors.name}>
        <TextInput {...form.bind('name')} placeholder={t('newSharePlaceholder')} autoComplete="off" />
      </FormField>
      <FormActions form={form} label={t('createShare')} size="sm" variant="secondary" />
    </form>
  );
}
