import { createHmac, timingSafeEqual } from 'node:crypto';

/** `<payload>.<signature>`, both base64url: a payload of at most 120 characters, an HMAC-SHA256 of 43. */
const TOKEN_PATTERN = /^([\w-]{1,120})\.([\w-]{43})$/;

/**
 * Tokens the server signs and reads back, stateless (member QR tokens, the lease form's token, device
 * cookies): the fields joined by dots, base64url, then their HMAC-SHA256 with the installation's secret
 * (decision 0052). A `purpose` is signed with them, so a token of one kind is never taken for another;
 * null keeps the member QR's signature as it has always been (tokens in people's hands stay valid).
 */
export function signedTokens(purpose: string | null) {
  const sign = (payload: string, secret: string) =>
    createHmac('sha256', secret)
      .update(purpose === null ? payload : `${purpose}:${payload}`)
      .digest();
  return {
    seal(fields: readonly (string | number)[], secret: string): string {
      const payload = Buffer.from(fields.join('.')).toString('base64url');
      return `${payload}.${sign(payload, secret).toString('base64url')}`;
    },
    /** The fields of a token this server signed for this purpose, unaltered; null for anything else. */
    open(token: string | undefined, secret: string): string[] | null {
      const match = TOKEN_PATTERN.exec(token?.trim() ?? '');
      if (!match) return null;
      const [, payload, signature] = match as unknown as [string, string, string];
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload, secret);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return Buffer.from(payload, 'base64url').toString('utf8').split('.');
    },
  };
}
