import type { components } from '../contract/types.ts';
import type { VirtualPhone } from '../db/types.ts';
import { ALIAS_ACCESS, aliasScope, childOf, visibleAlias } from './alias-access.ts';
import { audit } from './audit.ts';
import { defineHandlers } from './context.ts';
import { allocateNumber } from './phone-numbers.ts';

export function phoneView(phone: VirtualPhone): components['schemas']['VirtualPhone'] {
  const { id, alias_id, number, label, status, forwarding_number, voicemail_enabled, created_at } = phone;
  return { id, alias_id, number, label, status, forwarding_number, voicemail_enabled, created_at };
}

export const virtualPhonesHandlers = defineHandlers({
  createVirtualPhone: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params, body, now, request }) {
      const scope = aliasScope(caller);
      const alias = visibleAlias(db, scope, params.aliasId);
      const phone = db.virtualPhones.insert({
        alias_id: alias.id,
        number: allocateNumber(db, body.area_code),
        label: body.label,
        status: 'active',
        forwarding_number: body.forwarding_number,
        voicemail_enabled: body.voicemail_enabled,
        created_at: new Date(now).toISOString(),
      });
      audit(db, request, scope.user, 'phone.create', { type: 'virtual_phone', id: phone.id }, now);
      return { status: 201, body: phoneView(phone) };
    },
  },

  getVirtualPhone: {
    privileges: ALIAS_ACCESS,
    handle({ db, caller, params }) {
      const alias = visibleAlias(db, aliasScope(caller), params.aliasId);
      return {
        status: 200,
        body: phoneView(childOf(db.virtualPhones.get(params.phoneId), alias, 'Virtual phone')),
      };
    },
  },
});
