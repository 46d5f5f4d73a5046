import type { Middleware } from 'openapi-fetch';

import type { TokenStore } from '../token-store.ts';

/**
 * Operations that carry no bearer token and whose 401 is an answer, not an expired session
 * (`security: []` in the contract; contract.test.ts checks that this list matches it).
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'POST /login',
  'POST /refreshtoken',
  'POST /logout',
  'GET /user/passwordpolicy',
  'POST /resetpasswordtoken',
  'POST /verifyresetpasswordtoken/{token}',
  'POST /resetpassword',
  'GET /invitations/{token}',
  'POST /invitations/{token}/accept',
  'POST /staffssologin/{token}',
  'POST /admin/auth/login',
  'POST /admin/auth/token',
  'POST /admin/auth/refreshtoken',
  'POST /admin/auth/logout',
]);

export function isPublicOperation(method: string, schemaPath: string): boolean {
  return PUBLIC_OPERATIONS.has(`${method.toUpperCase()} ${schemaPath}`);
}

export function bearerOf(request: Request): string | null {
  const match = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

/** Adds `Authorization: Bearer <access token>` of the client's audience to every non-public request. */
export function createAuthMiddleware(tokenStore: TokenStore): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (isPublicOperation(request.method, schemaPath) || request.headers.has('Authorization')) return;
      const tokens = tokenStore.getTokens();
      if (tokens) request.headers.set('Authorization', `Bearer ${tokens.accessToken}`);
    },
  };
}
