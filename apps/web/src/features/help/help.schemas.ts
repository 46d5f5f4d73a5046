import type { Schemas } from '@console/sdk';

import type { helpMessages } from './help.messages';

export type HelpFolder = Schemas['HelpFolder'];
export type HelpArticleSummary = Schemas['HelpArticleSummary'];

type HelpKey = keyof typeof helpMessages.source;
type SectionWords = { title: HelpKey; intro: HelpKey; searchLabel: HelpKey };

/** The two help sections share every screen; only the wording (keys of help.messages.ts) and the paths differ. */
export const HELP_SECTIONS = {
  bestpractices: {
    title: 'bestPracticesTitle',
    intro: 'bestPracticesIntro',
    searchLabel: 'bestPracticesSearch',
    home: '/bestpractices',
    folder: '/bestpractices/folder/$folderId',
    article: '/bestpractices/article/$articleId',
  },
  userguide: {
    title: 'userGuideTitle',
    intro: 'userGuideIntro',
    searchLabel: 'userGuideSearch',
    home: '/userguide',
    folder: '/userguide/folder/$folderId',
    article: '/userguide/article/$articleId',
  },
} as const satisfies Record<string, SectionWords & { home: string; folder: string; article: string }>;
export type HelpSection = keyof typeof HELP_SECTIONS;
