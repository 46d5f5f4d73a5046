import type { Db } from './db/db.ts';
import { SEED_NOW } from './seed.ts';

/**
 * The hostile seed (`POST /__mock/reset {"seed":"hostile"}`): the default seed with script and markup
 * payloads in every text a screen shows (names, subjects, descriptions, alias names, file names, log
 * details, help articles, staff data). A payload that runs calls `window.__hostile(where)`, so a browser
 * test that defines that function can prove none ran. Each text keeps its own words first, so screens
 * still make sense and tests can find rows.
 */
const HOSTILE_CALL = '__hostile';

const call = (where: string) => `window.${HOSTILE_CALL}&&window.${HOSTILE_CALL}('${where}')`;

/** Markup that runs `where` if rendered as HTML (several ways: handlers, script, SVG, iframe, template). */
function hostile(text: string, where: string): string {
  const payloads = [
    `<img src=x onerror="${call(where)}">`,
    `<script>${call(`${where}:script`)}</script>`,
    `"><svg onload="${call(`${where}:svg`)}">`,
    `<iframe srcdoc="<script>parent.${HOSTILE_CALL}&&parent.${HOSTILE_CALL}('${where}:iframe')</script>"></iframe>`,
    `{{constructor.constructor('${call(`${where}:template`)}')()}}`,
  ];
  // Rotate so that short fields still carry a different payload each.
  const index = [...where].reduce((n, ch) => n + ch.charCodeAt(0), 0) % payloads.length;
  return `${text} ${payloads[index]}`;
}

/** A URL that runs `where` if used as a link target. */
const hostileUrl = (where: string) => `javascript:${call(where)}`;

export function applyHostileSeed(db: Db): void {
  for (const org of db.organizations.all()) {
    org.name = hostile(org.name, 'organization.name');
    org.city = hostile(org.city, 'organization.city');
    org.address_line1 = hostile(org.address_line1, 'organization.address');
    org.website = hostileUrl('organization.website');
  }
  for (const user of db.users.all()) {
    user.first_name = hostile(user.first_name, 'user.first_name');
    user.last_name = hostile(user.last_name, 'user.last_name');
    for (const device of user.two_factor.trusted_devices)
      device.name = hostile(device.name, 'trusted_device.name');
  }
  for (const role of db.roles.all()) {
    role.name = hostile(role.name, 'role.name');
    role.description = hostile(role.description, 'role.description');
  }
  for (const alias of db.aliases.all()) {
    alias.name = hostile(alias.name, 'alias.name');
    alias.entity.first_name = hostile(alias.entity.first_name, 'alias.entity.first_name');
    alias.entity.company = hostile(alias.entity.company, 'alias.entity.company');
    alias.entity.occupation = hostile(alias.entity.occupation, 'alias.entity.occupation');
    alias.entity.bio = hostile(alias.entity.bio, 'alias.entity.bio');
  }
  for (const desktop of db.virtualDesktops.all()) desktop.name = hostile(desktop.name, 'desktop.name');
  for (const phone of db.virtualPhones.all()) phone.label = hostile(phone.label, 'phone.label');
  for (const sms of db.smsNumbers.all()) sms.label = hostile(sms.label, 'sms.label');
  for (const message of db.smsMessages.all()) message.body = hostile(message.body, 'sms.body');
  for (const account of db.socialAccounts.all()) {
    account.username = hostile(account.username, 'social.username');
    account.profile_url = hostileUrl('social.profile_url');
  }
  for (const share of db.fileShares.all()) share.name = hostile(share.name, 'share.name');
  for (const file of db.sharedFiles.all()) file.name = hostile(file.name, 'file.name');
  for (const ticket of db.tickets.all()) ticket.subject = hostile(ticket.subject, 'ticket.subject');
  for (const message of db.ticketMessages.all()) message.body = hostile(message.body, 'ticket.body');
  for (const attachment of db.attachments.all())
    attachment.name = hostile(attachment.name, 'attachment.name');
  for (const log of db.logs.all()) {
    log.description = hostile(log.description, 'log.description');
    log.user_agent = hostile(log.user_agent ?? 'Mozilla/5.0', 'log.user_agent');
    log.changes = {
      ...log.changes,
      [hostile('field', 'log.changes.key')]: {
        before: hostile('before', 'log.changes.before'),
        after: hostile('after', 'log.changes.after'),
      },
    };
  }
  for (const folder of db.helpFolders.all()) folder.name = hostile(folder.name, 'help.folder');
  for (const article of db.helpArticles.all()) {
    article.title = hostile(article.title, 'help.title');
    article.content = `${article.content}<p>${hostile('Hostile paragraph', 'help.content')}</p><a href="${hostileUrl('help.link')}">A link</a><form action="${hostileUrl('help.form')}"><button>Go</button></form>`;
  }
  for (const staff of db.staff.all()) {
    staff.first_name = hostile(staff.first_name, 'staff.first_name');
    staff.last_name = hostile(staff.last_name, 'staff.last_name');
  }
  for (const role of db.staffRoles.all()) {
    role.name = hostile(role.name, 'staff_role.name');
    role.description = hostile(role.description, 'staff_role.description');
  }
  for (const type of db.serviceTypes.all()) {
    type.name = hostile(type.name, 'service_type.name');
    type.description = hostile(type.description, 'service_type.description');
  }
  for (const pool of db.resourcePools.all()) pool.name = hostile(pool.name, 'pool.name');
  for (const location of db.locations.all()) location.name = hostile(location.name, 'location.name');
  for (const gateway of db.vpnGateways.all()) gateway.name = hostile(gateway.name, 'gateway.name');
  for (const network of db.networks.all()) network.name = hostile(network.name, 'network.name');
  for (const log of db.devLogs.all()) {
    log.message = hostile(log.message, 'devlog.message');
    log.stack_trace = hostile(log.stack_trace ?? 'at main()', 'devlog.stack');
  }
  for (const cache of db.caches) cache.description = hostile(cache.description, 'cache.description');
  db.settings.maintenance_message = hostile(db.settings.maintenance_message, 'settings.maintenance');
  addHostileArticle(db);
}

/**
 * An article made of nothing but hostile HTML, added after the texts above were marked (its title stays plain
 * so a test can find it). Each payload would push its name onto `window.__helpXss`, so a browser test can prove
 * that none of them ran even with the Content-Security-Policy switched off.
 */
function addHostileArticle(db: Db): void {
  const mark = (name: string) => `(window.__helpXss = window.__helpXss || []).push('${name}')`;
  db.helpArticles.insert({
    section: 'userguide',
    folder_id: db.helpFolders.find((f) => f.section === 'userguide' && f.parent_id === null)?.id ?? null,
    title: 'Embedding media in articles',
    content: [
      '<h2>Embedding media</h2><p>Images are shown inline.</p>',
      `<img src="/missing-image.png" onerror="${mark('onerror')}" alt="Broken image">`,
      `<script>${mark('script')}</script>`,
      `<p onmouseover="${mark('onmouseover')}">Scripts are never run.</p>`,
      `<p><a href="javascript:${mark('javascript-url')}">A link that runs nothing</a></p>`,
    ].join(''),
    updated_at: new Date(SEED_NOW - 5 * 86_400_000).toISOString(),
  });
}
