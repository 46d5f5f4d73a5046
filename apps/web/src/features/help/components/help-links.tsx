import type { ReactNode } from 'react';

import type { Translate } from '@console/ui/i18n';

import { TextLink } from '~/components/navigation';

import type { helpMessages } from '../help.messages';
import { HELP_SECTIONS, type HelpSection } from '../help.schemas';

export function FolderLink({
  section,
  folderId,
  children,
}: {
  section: HelpSection;
  folderId: number;
  children: ReactNode;
}) {
  return (
    <TextLink to={HELP_SECTIONS[section].folder} params={{ folderId }} className="font-medium">
      {children}
    </TextLink>
  );
}

export function ArticleLink({
  section,
  articleId,
  children,
}: {
  section: HelpSection;
  articleId: number;
  children: ReactNode;
}) {
  return (
    <TextLink to={HELP_SECTIONS[section].article} params={{ articleId }} className="font-medium">
      {children}
    </TextLink>
  );
}

/** The crumbs above a help page: the section, then each folder down to (not including) the page. */
export function helpCrumbs(
  t: Translate<keyof typeof helpMessages.source>,
  section: HelpSection,
  folders: ReadonlyArray<{ id: number; name: string }>,
) {
  const { title, home } = HELP_SECTIONS[section];
  return [
    { label: t(title), href: home },
    ...folders.map((f) => ({ label: f.name, href: `${home}/folder/${f.id}` })),
  ];
}
