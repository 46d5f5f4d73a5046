import { apiSignIn, expect, expectAccessible, test } from './support/fixtures';

// The axe check itself (support/fixtures.ts `expectAccessible`): axe-core is put into a document once and reused
// by every later pass there (decision 0019), so a pass after the first must still report what is wrong.

test('axe run again in the same document still reports a nameless button and faint text', async ({
  page,
}) => {
  await apiSignIn(page, 'owner', '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page); // the first pass puts axe into the document
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.append(document.createElement('button'));
    const faint = document.createElement('p');
    faint.textContent = 'faint';
    faint.style.color = '#aaaaaa';
    faint.style.background = '#ffffff';
    main.append(faint);
  });
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
  await expect(expectAccessible(page, ['color-contrast'])).rejects.toThrow(/color-contrast/);
});
