import type { components } from '../contract/types.ts';
import type { Db } from '../db/db.ts';
import type { SmsNumber } from '../db/types.ts';
import { conflict, notFound } from '../http/errors.ts';
import { paginate } from '../http/list.ts';
import { ALIAS_ACCESS, aliasScope, visibleAlias } from './alias-access.ts';
import { audit } from './audit.ts';
import { defineHandlers, userCaller } from './context.ts';
import { allocateNumber } from './phone-numbers.ts';

const MAX_SMS_NUMBERS_PER_ALIAS = 5;

export function smsNumberView(db: Db, sms: SmsNumber): components['schemas']['SmsNumber'] {
  return {
    id: sms.id,
    alias_id: sms.alias_id ?? 0,
    number: sms.number,
    label: sms.label,
    status: sms.status,
    messages_count: db.smsMessages.filter((m) => m.sms_number_id === sms.id).length,
    created_at: sms.created_at,
  };
}

export const smsNumbersHandlers = defineHandlers({
  createSmsNumber: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params, body, now, request }) {
      const scope = aliasScope(caller);
      const alias = visibleAlias(db, scope, params.aliasId);
      if (db.smsNumbers.filter((n) => n.alias_id === alias.id).length >= MAX_SMS_NUMBERS_PER_ALIAS) {
        throw conflict(`An alias can have at most ${MAX_SMS_NUMBERS_PER_ALIAS} SMS numbers.`);
      }
      const sms = db.smsNumbers.insert({
        alias_id: alias.id,
        number: allocateNumber(db, body.area_code),
        label: body.label,
        status: 'active',
        provider: 'twilio',
        reserved: false,
        created_at: new Date(now).toISOString(),
      });
      audit(db, request, scope.user, 'sms.create', { type: 'sms_number', id: sms.id }, now);
      return { status: 201, body: smsNumberView(db, sms) };
    },
  },

  // The SMS messages route needs no privilege (docs/product-rules.md#console-routes), so any user of the organisation may read them.
  listSmsMessages: {
    handle({ db, caller, params, query }) {
      const { user } = userCaller(caller);
      const alias = db.aliases.get(params.aliasId);
      if (!alias || alias.org_id !== user.org_id) throw notFound('Alias');
      const sms = db.smsNumbers.find((n) => n.alias_id === alias.id && n.number === params.smsNumber);
      if (!sms) throw notFound('SMS number');
      const page = paginate(
        db.smsMessages.filter((m) => m.sms_number_id === sms.id),
        query,
        {
          searchIn: (m) => [m.body, m.from, m.to],
          sortBy: { created_at: (m) => m.created_at },
          defaultSort: '-created_at',
        },
      );
      const items = page.items.map(({ id, direction, from, to, body, created_at }) => ({
        id,
        direction,
        from,
        to,
        body,
        created_at,
      }));
      return { status: 200, body: { ...page, items } };
    },
  },
});
