/** Only a path of this site may follow login: never another origin (`//host`, `/\host`). */
export function safeNext(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) && !next.includes('\\') ? next : '/';
}
