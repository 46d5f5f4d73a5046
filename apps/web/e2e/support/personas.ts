// The mock's seeded sign-ins (printed by the mock at start; see mocks/src/personas.ts).
export const personas = {
  owner: { email: 'owner@acme.test', password: 'Owner!2345' },
  helpdesk: { email: 'helpdesk@acme.test', password: 'Helpdesk!2345' },
  readonly: { email: 'readonly@acme.test', password: 'Readonly!2345' },
  aliases: { email: 'aliases@acme.test', password: 'Aliases!2345' },
  twofactor: { email: 'twofactor@acme.test', password: 'TwoFactor!2345', totpSecret: 'JBSWY3DPEHPK3PXP' },
  inactive: { email: 'inactive@acme.test', password: 'Inactive!2345' },
  globex: { email: 'owner@globex.test', password: 'Owner!2345' },
} as const;

export type PersonaName = keyof typeof personas;
