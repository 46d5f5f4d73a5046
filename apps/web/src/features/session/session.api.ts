// Calls of the public sign-in flows (login, password reset, invitations), shared by their pages and the sign-in dialog.
import { api, userTokens } from '~/lib/api/api';
import { storeSession } from '~/lib/session/session';

export interface Credentials {
  email: string;
  password: string;
  code?: string;
  recovery_code?: string;
  trust_device?: boolean;
}

export type LoginOutcome = { kind: 'signed-in' } | { kind: 'two-factor-required' };

/** POST /login; a trusted device's hash token is sent along so it can skip the second step. */
export async function login(credentials: Credentials): Promise<LoginOutcome> {
  const trusted = userTokens.getHashToken();
  const { data } = await api.POST('/login', {
    body: { ...credentials, ...(trusted ? { trusted_hash_token: trusted } : {}) },
  });
  if ('two_factor_required' in data && data.two_factor_required) return { kind: 'two-factor-required' };
  if ('access_token' in data) {
    storeSession(data);
    return { kind: 'signed-in' };
  }
  throw new Error('The server answered the sign-in in a way this console does not understand.');
}

export async function requestPasswordReset(email: string) {
  await api.POST('/resetpasswordtoken', { body: { email } });
}

export async function verifyResetToken(token: string) {
  return (await api.POST('/verifyresetpasswordtoken/{token}', { params: { path: { token } } })).data;
}

export async function resetPassword(token: string, password: string) {
  await api.POST('/resetpassword', { body: { token, password } });
}

export async function checkInvitation(token: string) {
  return (await api.GET('/invitations/{token}', { params: { path: { token } } })).data;
}

export async function acceptInvitation(token: string, password: string) {
  await api.POST('/invitations/{token}/accept', { params: { path: { token } }, body: { password } });
}
