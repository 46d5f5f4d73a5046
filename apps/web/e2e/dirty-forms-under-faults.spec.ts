// "Dirty form under faults": every form of the console is filled, then its write fails in turn with a 500,
// a dropped connection, a 422 without a field path and an expired session; after each, every typed value is
// still there and a message is visible. Faults are made in the browser (`page.route`; decision 0011 says why
// a dropped connection is made there).
import type { Page } from '@playwright/test';

import { apiSignIn, expect as baseExpect, test } from './support/fixtures';

// One test per form runs its four faults: slow on a shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

interface SweptForm {
  name: string;
  persona: Parameters<typeof apiSignIn>[1];
  url: string;
  /** Text fields to type into, by label, with the value typed. */
  fill: [label: string, value: string][];
  /** List boxes to choose in, by label, with the option picked: what they show must stay too. */
  choose?: [label: string, option: RegExp][];
  submit: string;
  /** The write the submit sends: method and a URL glob under /api. */
  write: { method: string; path: string };
  /** A public page: no session to expire. */
  public?: boolean;
}

const SALES_EAST = 1;
const FORMS: SweptForm[] = [
  {
    name: 'sign-in',
    persona: 'owner',
    url: '/login',
    fill: [['E-mail', 'owner@acme.test']],
    submit: 'Sign in',
    write: { method: 'POST', path: '/login' },
    public: true,
  },
  {
    name: 'forgot password',
    persona: 'owner',
    url: '/forgotpassword',
    fill: [['E-mail', 'owner@acme.test']],
    submit: 'Send reset link',
    write: { method: 'POST', path: '/resetpasswordtoken' },
    public: true,
  },
  {
    name: 'profile',
    persona: 'owner',
    url: '/profile',
    fill: [
      ['First name', 'Liv'],
      ['Last name', 'Benn'],
    ],
    submit: 'Save profile',
    write: { method: 'PUT', path: '/user/me' },
  },
  {
    name: 'change password',
    persona: 'owner',
    url: '/changepassword',
    fill: [
      ['Current password', 'Owner!2345'],
      ['New password', 'Sunny-Day#2026'],
      ['Repeat the new password', 'Sunny-Day#2026'],
    ],
    submit: 'Change password',
    write: { method: 'PUT', path: '/user/me/changepassword' },
  },
  {
    name: 'add user',
    persona: 'owner',
    url: '/users/add',
    fill: [
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['E-mail', 'grace@acme.test'],
    ],
    submit: 'Add user',
    write: { method: 'POST', path: '/user' },
  },
  {
    name: 'edit user',
    persona: 'owner',
    url: '/users/2',
    fill: [
      ['First name', 'Harold'],
      ['Last name', 'Dawes'],
    ],
    submit: 'Save changes',
    write: { method: 'PUT', path: '/user/2' },
  },
  {
    name: "set a user's password",
    persona: 'owner',
    url: '/users/2',
    fill: [
      ['New password', 'Sunny-Day#2026'],
      ['Repeat the new password', 'Sunny-Day#2026'],
    ],
    submit: 'Set password',
    write: { method: 'PUT', path: '/user/changepassword/2' },
  },
  {
    name: 'add role',
    persona: 'owner',
    url: '/roles/add',
    fill: [
      ['Name', 'Night shift'],
      ['Description', 'Covers the night.'],
    ],
    submit: 'Add role',
    write: { method: 'POST', path: '/roles' },
  },
  {
    name: 'edit role',
    persona: 'owner',
    // Role 5 is predefined (read-only); role 6 is the organisation's own.
    url: '/roles/6/edit',
    fill: [['Description', 'Changed under faults.']],
    submit: 'Save changes',
    write: { method: 'PUT', path: '/roles/6' },
  },
  {
    name: 'organization',
    persona: 'owner',
    url: '/organization',
    fill: [
      ['Name', 'Acme Ltd'],
      // As the field shows it: a +1 number is masked as it is typed.
      ['Phone', '+1 (555) 010-4477'],
    ],
    submit: 'Save changes',
    write: { method: 'PUT', path: '/organization' },
  },
  {
    name: 'new ticket',
    persona: 'owner',
    url: '/tickets/add',
    fill: [
      ['Subject', 'Printer on fire'],
      ['Message', 'It is still burning.'],
    ],
    submit: 'Open ticket',
    write: { method: 'POST', path: '/tickets' },
  },
  {
    name: 'ticket reply',
    persona: 'owner',
    url: '/tickets/4/reply',
    fill: [['Message', 'Any news on this?']],
    submit: 'Send reply',
    write: { method: 'POST', path: '/tickets/4/replies' },
  },
  {
    name: 'alias',
    persona: 'aliases',
    url: `/services/alias/${SALES_EAST}/edit`,
    fill: [['Alias name', 'sales-east-renamed']],
    submit: 'Save alias',
    write: { method: 'PUT', path: `/aliases/${SALES_EAST}` },
  },
  {
    name: 'persona (general entity)',
    persona: 'aliases',
    url: `/services/alias/${SALES_EAST}/entity/general/edit`,
    fill: [['Bio', 'Typed under faults.']],
    submit: 'Save persona',
    write: { method: 'PUT', path: `/aliases/${SALES_EAST}/entity/general` },
  },
  {
    name: 'add desktop',
    persona: 'aliases',
    url: `/services/alias/${SALES_EAST}/desktop/add`,
    fill: [['Desktop name', 'fault-desktop']],
    choose: [
      ['Plan', /^Standard/],
      ['Location', /\(/],
      ['Image', /Ubuntu/],
    ],
    submit: 'Add desktop',
    write: { method: 'POST', path: `/aliases/${SALES_EAST}/desktops` },
  },
  {
    name: 'add phone',
    persona: 'aliases',
    url: `/services/alias/${SALES_EAST}/phone/add`,
    fill: [
      ['Label', 'Fault line'],
      ['Area code', '212'],
    ],
    submit: 'Add phone',
    write: { method: 'POST', path: `/aliases/${SALES_EAST}/phones` },
  },
  {
    name: 'add SMS number',
    persona: 'aliases',
    url: `/services/alias/${SALES_EAST}/sms/add`,
    fill: [
      ['Label', 'Fault texts'],
      ['Area code', '212'],
    ],
    submit: 'Add SMS number',
    write: { method: 'POST', path: `/aliases/${SALES_EAST}/sms` },
  },
  {
    name: 'new file share',
    persona: 'aliases',
    url: `/services/alias/${SALES_EAST}/filesharing`,
    fill: [['New share', 'fault-share']],
    submit: 'Create share',
    write: { method: 'POST', path: `/aliases/${SALES_EAST}/filesharing/shares` },
  },
];

type Fault = '500' | 'dropped connection' | '422 without a field path' | 'expired session';
const FAULTS: Fault[] = ['500', 'dropped connection', '422 without a field path', 'expired session'];

/** Arms one fault on the form's write (every call of it until unrouted) and says what should be seen. */
async function armFault(page: Page, form: SweptForm, fault: Fault): Promise<RegExp> {
  await page.route(`**/api${form.write.path}`, (route) => {
    if (route.request().method() !== form.write.method) return route.fallback();
    if (fault === 'dropped connection') return route.abort('internetdisconnected');
    const [status, body] =
      fault === '500'
        ? [500, { detail: 'The sweep broke the server.' }]
        : fault === '422 without a field path'
          ? [422, { detail: [{ loc: ['body'], msg: 'The sweep rejects this.', type: 'value_error' }] }]
          : [401, { detail: 'Token expired' }];
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
  if (fault === 'expired session') {
    await page.route('**/api/refreshtoken', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"detail":"Refresh token revoked"}',
      }),
    );
    return /Your session has expired/;
  }
  if (fault === '500') return /The sweep broke the server\./;
  if (fault === 'dropped connection') return /Something went wrong\. Please refresh the page or try again\./;
  return /Unknown field: The sweep rejects this\./;
}

const lost: string[] = [];
let checked = 0;

/** A field by its label, required mark or not ("E-mail" finds "E-mail *", never "Alias e-mail"). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`)).first();

for (const form of FORMS) {
  test(`${form.name}: nothing typed is lost under any fault`, async ({ page }) => {
    if (form.public) await page.goto(form.url);
    else await apiSignIn(page, form.persona, form.url);
    for (const [label, value] of form.fill) {
      await expect(field(page, label)).toBeEditable();
      await field(page, label).fill(value);
    }
    if (form.name === 'sign-in') {
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Owner!2345');
    }
    // By label, like the text fields: a dialog over the page (an expired session) hides it from roles.
    const listBox = (label: string) => field(page, label);
    for (const [label, option] of form.choose ?? []) {
      await listBox(label).click();
      await page.getByRole('option', { name: option }).first().click();
    }
    const chosen = await Promise.all((form.choose ?? []).map(([label]) => listBox(label).textContent()));

    const faults = form.public ? FAULTS.filter((f) => f !== 'expired session') : FAULTS;
    for (const fault of faults) {
      // A failed sign-in clears the password on purpose (the e-mail is what must survive): type it again.
      if (form.name === 'sign-in') {
        await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Owner!2345');
      }
      const seen = await armFault(page, form, fault);
      await page.getByRole('button', { name: form.submit, exact: true }).first().click();
      await expect(page.getByText(seen).first(), `${form.name} × ${fault}: a message`).toBeVisible();
      for (const [label, value] of form.fill) {
        const now = await field(page, label).inputValue();
        if (now !== value) lost.push(`${form.name} × ${fault}: ${label}`);
        expect(now, `${form.name} × ${fault}: ${label} kept`).toBe(value);
      }
      for (const [index, [label]] of (form.choose ?? []).entries()) {
        const now = await listBox(label).textContent();
        if (now !== chosen[index]) lost.push(`${form.name} × ${fault}: ${label}`);
        expect(now, `${form.name} × ${fault}: ${label} kept`).toBe(chosen[index]);
      }
      checked++;
      // Each fault's message is its own, so toasts left from the one before cannot pass for it.
      await page.unrouteAll({ behavior: 'wait' });
    }
    test
      .info()
      .annotations.push({ type: 'sweep', description: `${form.name}: ${faults.length} faults, 0 lost` });
  });
}

test.afterAll(() => {
  // The count for the report: form × fault cases this run checked, and what was lost (any loss fails above).
  console.log(`dirty-form sweep: ${checked} form × fault cases checked, ${lost.length} lost`);
});
