/** The cookie helper of the spec (section 9). */
export interface CookieOptions {
  days: number;
  path: string;
  sameSite: 'Lax' | 'Strict' | 'None';
  secure: boolean;
}

/** Default: 1 day, SameSite Lax, path /. */
export const DEFAULT_COOKIE: CookieOptions = { days: 1, path: '/', sameSite: 'Lax', secure: false };

/** The startup configuration (remembered login ID): 30 days, path /login, secure, SameSite None. */
export const STARTUP_COOKIE: CookieOptions = { days: 30, path: '/login', sameSite: 'None', secure: true };

/**
 * The Set-Cookie style string for document.cookie. Max-Age carries the lifetime (browsers prefer it to
 * Expires and count it on their own clock, so a page clock that is off cannot expire a fresh cookie);
 * Expires stays for browsers that know only it.
 */
export function serializeCookie(name: string, value: string, options: Partial<CookieOptions> = {}, now = new Date()): string {
  const o = { ...DEFAULT_COOKIE, ...options };
  const expires = new Date(now.getTime() + o.days * 24 * 60 * 60 * 1000);
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `expires=${expires.toUTCString()}`,
    `max-age=${Math.max(0, Math.round(o.days * 86_400))}`,
    `path=${o.path}`,
    `SameSite=${o.sameSite}`,
  ];
  // Browsers refuse SameSite=None without Secure.
  if (o.secure || o.sameSite === 'None') parts.push('Secure');
  return parts.join('; ');
}

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    out[decodeURIComponent(part.slice(0, index).trim())] = decodeURIComponent(part.slice(index + 1).trim());
  }
  return out;
}

export const cookies = {
  set(name: string, value: string, options?: Partial<CookieOptions>): void {
    document.cookie = serializeCookie(name, value, options);
  },
  get(name: string): string | null {
    return parseCookies(document.cookie)[name] ?? null;
  },
  remove(name: string, options?: Partial<CookieOptions>): void {
    document.cookie = serializeCookie(name, '', { ...options, days: -1 });
  },
};
