import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';

import rule from './import-boundaries.ts';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });
const src = '/repo/apps/web/src';
const options = [{ srcRoot: src }];

tester.run('import-boundaries', rule, {
  valid: [
    {
      filename: `${src}/routes/users/index.tsx`,
      code: "import { UsersPage } from '~/features/users/components/users-page';",
      options,
    },
    { filename: `${src}/features/users/users.queries.ts`, code: "import { sdk } from '~/lib/sdk';", options },
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
    { filename: `${src}/lib/access.ts`, code: "import { Button } from '@console/ui';", options },
  ],
  invalid: [
    {
      filename: `${src}/lib/access.ts`,
      code: "import { x } from '~/features/users/users.queries';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/features/users/a.ts`,
      code: "import { Route } from '../../routes/users/index';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/lib/x.ts`,
      code: "export * from '../routes/__root';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: `${src}/features/tickets/a.ts`,
      code: "import { UserForm } from '~/features/users/components/user-form';",
      options,
      errors: [{ messageId: 'internals' }],
    },
  ],
});
