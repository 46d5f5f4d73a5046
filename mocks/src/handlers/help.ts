import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { HelpArticle, HelpFolder, HelpSection } from '../db/types.ts';
import { notFound } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { defineHandlers } from './context.ts';

type Schemas = components['schemas'];

function folderView(db: Db, folder: HelpFolder): Schemas['HelpFolder'] {
  return {
    id: folder.id,
    parent_id: folder.parent_id,
    name: folder.name,
    folders_count: db.helpFolders.filter((f) => f.parent_id === folder.id).length,
    articles_count: db.helpArticles.filter((a) => a.folder_id === folder.id).length,
  };
}

function summaryView({ id, folder_id, title, updated_at }: HelpArticle): Schemas['HelpArticleSummary'] {
  return { id, folder_id, title, updated_at };
}

/** The folders from the top down to `folderId` (inclusive). */
function pathTo(db: Db, folderId: number | null): HelpFolder[] {
  const out: HelpFolder[] = [];
  for (let id = folderId, hops = 0; id !== null && hops < 50; hops++) {
    const folder = db.helpFolders.get(id);
    if (!folder) break;
    out.unshift(folder);
    id = folder.parent_id;
  }
  return out;
}

function contents(db: Db, section: HelpSection, folder: HelpFolder | null): Schemas['HelpFolderContents'] {
  const parentId = folder?.id ?? null;
  return {
    folder: folder ? folderView(db, folder) : null,
    breadcrumbs: folder ? pathTo(db, folder.parent_id).map((f) => folderView(db, f)) : [],
    folders: db.helpFolders
      .filter((f) => f.section === section && f.parent_id === parentId)
      .map((f) => folderView(db, f)),
    articles: db.helpArticles
      .filter((a) => a.section === section && a.folder_id === parentId)
      .map(summaryView),
  };
}

export const helpHandlers = defineHandlers({
  getHelpRoot: {
    handle({ db, params }) {
      return { status: 200, body: contents(db, params.section, null) };
    },
  },

  getHelpFolder: {
    handle({ db, params }) {
      const folder = db.helpFolders.get(params.folderId);
      if (!folder || folder.section !== params.section) throw notFound('Folder');
      return { status: 200, body: contents(db, params.section, folder) };
    },
  },

  searchHelpArticles: {
    handle({ db, params, query }) {
      const page = paginate(
        db.helpArticles.filter((a) => a.section === params.section),
        query,
        {
          // The contract searches titles only: a match inside the HTML would surprise the reader.
          searchIn: (a) => [a.title],
          sortBy: { title: (a) => a.title, updated_at: (a) => a.updated_at },
          defaultSort: 'title',
        },
      );
      return { status: 200, body: { ...page, items: page.items.map(summaryView) } };
    },
  },

  getHelpArticle: {
    handle({ db, params }) {
      const article = db.helpArticles.get(params.articleId);
      if (!article || article.section !== params.section) throw notFound('Article');
      return {
        status: 200,
        body: {
          ...summaryView(article),
          content: article.content,
          breadcrumbs: pathTo(db, article.folder_id).map((f) => folderView(db, f)),
        },
      };
    },
  },
});
