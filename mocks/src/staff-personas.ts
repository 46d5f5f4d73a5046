/**
 * The staff members the mock's IdP page offers, one of each role the staff area distinguishes: an
 * Administrator may change everything, Support reads every staff screen and changes nothing.
 * Staff sign in through the IdP page, never with a password.
 */
export const staffPersonas = {
  admin: {
    key: 'staff',
    label: 'Staff Administrator (IdP page)',
    email: 'staff@provider.test',
    first_name: 'Sam',
    last_name: 'Whitaker',
    role: 'Administrator',
  },
  support: {
    key: 'staff-support',
    label: 'Staff Support, reads only (IdP page)',
    email: 'support@provider.test',
    first_name: 'Priya',
    last_name: 'Raman',
    role: 'Support',
  },
} as const;
