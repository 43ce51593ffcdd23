/** Money is integer KRW everywhere (DESIGN.md §5). */
export function formatKrw(amount: number, lang: 'ko' | 'en' = 'ko'): string {
  const digits = Math.round(amount).toLocaleString('en-US');
  return lang === 'ko' ? `${digits}원` : `KRW ${digits}`;
}
