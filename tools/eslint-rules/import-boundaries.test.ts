import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

import rule from './import-boundaries.ts';

RuleTester.describe = describe;
RuleTester.it = it;
// TypeScript's parser: type-only imports count as imports too.
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' },
});
const src = '/repo/apps/web/src';
const options = [{ srcRoot: src }];

// Layers, highest first: routes (4) -> app and the root files (3) -> features (2) -> components (1) -> lib (0).
tester.run('import-boundaries', rule, {
  valid: [
    // Each layer imports the ones below it.
    {
      filename: `${src}/routes/users/index.tsx`,
      code: "import { UsersPage } from '~/features/users/components/users-page';",
      options,
    },
    {
      filename: `${src}/routes/__root.tsx`,
      code: "import { AppFrame } from '~/app/layout/app-frame';",
      options,
    },
    {
      filename: `${src}/app/layout/staff-layout.tsx`,
      code: "import { users } from '~/features/users';",
      options,
    },
    {
      filename: `${src}/app/command-palette/commands.ts`,
      code: "import { ListScreen } from '~/components/list';",
      options,
    },
    { filename: `${src}/router.tsx`, code: "import { AppFrame } from './app/layout/app-frame';", options },
    { filename: `${src}/router.tsx`, code: "import { routeTree } from './routeTree.gen';", options },
    {
      filename: `${src}/features/users/users.queries.ts`,
      code: "import { sdk } from '~/lib/api/api';",
      options,
    },
    {
      filename: `${src}/features/users/users-page.tsx`,
      code: "import { ListScreen } from '~/components/list';",
      options,
    },
    {
      filename: `${src}/components/list/list-screen.tsx`,
      code: "import { q } from '~/lib/lists/list-query';",
      options,
    },
    {
      filename: `${src}/components/list/list-screen.tsx`,
      code: "import { RefetchNotice } from '../feedback';",
      options,
    },
    { filename: `${src}/lib/access/access.ts`, code: "import { Button } from '@console/ui';", options },
    {
      filename: `${src}/lib/access/guards.ts`,
      code: "import { holdsAny } from '../access/privileges';",
      options,
    },
    // Within a feature, anything; another feature through its index.
    {
      filename: `${src}/features/users/components/x.tsx`,
      code: "import { q } from '../users.queries';",
      options,
    },
    {
      filename: `${src}/features/tickets/a.ts`,
      code: "import { userQueries } from '~/features/users';",
      options,
    },
    // testing/ imports anything, and test files import it.
    { filename: `${src}/testing/render-route.tsx`, code: "import { getRouter } from '~/router';", options },
    { filename: `${src}/testing/index.ts`, code: "export * from './mock-api';", options },
    {
      filename: `${src}/features/users/users.screen.test.tsx`,
      code: "import { renderRoute } from '~/testing';",
      options,
    },
    {
      filename: `${src}/lib/forms/forms.test.ts`,
      code: "import { mockApi } from '../../testing/mock-api';",
      options,
    },
  ],
  invalid: [
    // Nothing imports upward: one case for each layer.
    {
      filename: `${src}/app/layout/staff-layout.tsx`,
      code: "import { Route } from '~/routes/__root';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'app/ (and the root files)', to: 'routes/' } }],
    },
    {
      filename: `${src}/router.tsx`,
      code: "import { Route } from './routes/__root';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/features/users/a.ts`,
      code: "import { Route } from '../../routes/users/index';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'features/', to: 'routes/' } }],
    },
    {
      filename: `${src}/features/users/a.ts`,
      code: "import { CommandPalette } from '~/app/command-palette';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'features/', to: 'app/ (and the root files)' } }],
    },
    {
      filename: `${src}/features/users/a.ts`,
      code: "import type { getRouter } from '~/router';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'features/', to: 'app/ (and the root files)' } }],
    },
    {
      filename: `${src}/components/list/list-screen.tsx`,
      code: "import { userQueries } from '~/features/users';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'components/', to: 'features/' } }],
    },
    {
      filename: `${src}/components/feedback/route-states.tsx`,
      code: "const m = import('../../app/layout/app-frame');",
      options,
      errors: [{ messageId: 'upward', data: { from: 'components/', to: 'app/ (and the root files)' } }],
    },
    {
      filename: `${src}/lib/access/access.ts`,
      code: "import { x } from '~/features/users/users.queries';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'lib/', to: 'features/' } }],
    },
    {
      filename: `${src}/lib/lists/list-query.ts`,
      code: "import { ListScreen } from '~/components/list';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'lib/', to: 'components/' } }],
    },
    {
      filename: `${src}/lib/access/access.ts`,
      code: "import type { FileRoutesByTo } from '~/routeTree.gen';",
      options,
      errors: [{ messageId: 'upward', data: { from: 'lib/', to: 'app/ (and the root files)' } }],
    },
    {
      filename: `${src}/lib/x.ts`,
      code: "export * from '../routes/__root';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    // Another feature's internals.
    {
      filename: `${src}/features/tickets/a.ts`,
      code: "import { UserForm } from '~/features/users/components/user-form';",
      options,
      errors: [{ messageId: 'internals' }],
    },
    // testing/ from anything but a test file.
    {
      filename: `${src}/features/users/users-page.tsx`,
      code: "import { renderRoute } from '~/testing';",
      options,
      errors: [{ messageId: 'testing' }],
    },
    {
      filename: `${src}/lib/api/api.ts`,
      code: "import { mockApi } from '../../testing/mock-api';",
      options,
      errors: [{ messageId: 'testing' }],
    },
    {
      filename: `${src}/router.tsx`,
      code: "export { renderRoute } from './testing';",
      options,
      errors: [{ messageId: 'testing' }],
    },
    {
      filename: `${src}/features/users/users.screen.tsx`,
      code: "import { renderRoute } from '~/testing';",
      options,
      errors: [{ messageId: 'testing' }],
    },
  ],
});
