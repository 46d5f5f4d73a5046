import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

import rule from './no-literal-ui-text.ts';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    ecmaVersion: 2024,
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});
const literal = [{ messageId: 'literal' }];

tester.run('no-literal-ui-text', rule, {
  valid: [
    { code: "const a = <h1>{t('title')}</h1>;" },
    { code: "const a = <Button aria-label={t('close')}>×</Button>;" },
    // Text without letters is not a message.
    { code: 'const a = <span aria-hidden="true"> · * — 42 </span>;' },
    // Props that are not read keep their strings.
    { code: 'const a = <input type="email" className="w-full" name="email" autoComplete="username" />;' },
    { code: 'const a = <p>{`${count}`}</p>;' },
  ],
  invalid: [
    { code: 'const a = <h1>Users</h1>;', errors: literal },
    { code: "const a = <p>{'Sign in'}</p>;", errors: literal },
    { code: 'const a = <p>{`${count} users`}</p>;', errors: literal },
    { code: 'const a = <Button aria-label="Close dialog" />;', errors: literal },
    { code: "const a = <input placeholder={'Search users'} />;", errors: literal },
    { code: 'const a = <img alt="Company logo" />;', errors: literal },
    { code: 'const a = <Field label="Prénom" />;', errors: literal },
    { code: "const a = <p>{online ? 'Back online' : t('offline')}</p>;", errors: literal },
    { code: "const a = <p>{failed && 'Could not save'}</p>;", errors: literal },
    { code: "const a = <b title={open ? t('close') : 'Open'} />;", errors: literal },
  ],
});
