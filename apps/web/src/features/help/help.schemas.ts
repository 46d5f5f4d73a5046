import type { Schemas } from '@console/sdk';

export type HelpFolder = Schemas['HelpFolder'];
export type HelpArticleSummary = Schemas['HelpArticleSummary'];

/** The two help sections share every screen; only the wording and the paths differ. */
export const HELP_SECTIONS = {
  bestpractices: {
    title: 'Best practices',
    intro: 'Advice for running your organization’s services safely and smoothly.',
    home: '/bestpractices',
    folder: '/bestpractices/folder/$folderId',
    article: '/bestpractices/article/$articleId',
  },
  userguide: {
    title: 'User guide',
    intro: 'How to use every part of the console, step by step.',
    home: '/userguide',
    folder: '/userguide/folder/$folderId',
    article: '/userguide/article/$articleId',
  },
} as const;
export type HelpSection = keyof typeof HELP_SECTIONS;
