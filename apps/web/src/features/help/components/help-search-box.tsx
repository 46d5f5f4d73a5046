import { useNavigate } from '@tanstack/react-router';

import { useMessages } from '@console/ui/i18n';

import { ListSearchBox } from '~/components/list';

import { helpMessages } from '../help.messages';
import { HELP_SECTIONS, type HelpSection } from '../help.schemas';

/** The title search of a section, on each of its pages; searching goes to the section's home. */
export function HelpSearchBox({ section, value }: { section: HelpSection; value?: string }) {
  const t = useMessages(helpMessages);
  const navigate = useNavigate();
  return (
    <div role="search" className="mb-6">
      <ListSearchBox
        label={t(HELP_SECTIONS[section].searchLabel)}
        placeholder={t('searchPlaceholder')}
        value={value}
        onCommit={(search) => void navigate({ to: HELP_SECTIONS[section].home, search: { search } })}
      />
    </div>
  );
}
