/**
 * Korean particles chosen from the word before them (docs/decisions/0060-building-facts-and-korean-particles.md).
 * A text writes `{{name, 을/를}}` and gets `사과를` or `10,000원을`; es-hangul decides from the last
 * syllable, and a word ending in a digit is read as Korean (`5번` → 번, `버전 3` → 삼).
 */
import { josa } from 'es-hangul';
import type { i18n } from 'i18next';

export const JOSA_PAIRS = ['이/가', '을/를', '은/는', '와/과', '으로/로', '이나/나', '이에요/예요'] as const;
export type JosaPair = (typeof JOSA_PAIRS)[number];

/** How a trailing digit is read: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_READINGS = '영일이삼사오육칠팔구';

/** The particle alone (`를`) for the word. */
export function particleFor(word: string, pair: JosaPair): string {
  const trimmed = word.trimEnd();
  const last = trimmed.at(-1) ?? '';
  const stand = /\d/.test(last) ? DIGIT_READINGS[Number(last)]! : trimmed || '가';
  return josa(stand, pair).slice(stand.length);
}

/** The word with its particle (`사과를`). */
export function withParticle(word: string, pair: JosaPair): string {
  return `${word}${particleFor(word, pair)}`;
}

/** Registers each pair as an i18next format: `{{name, 을/를}}` in a Korean text. */
export function addJosaFormats(instance: i18n): void {
  for (const pair of JOSA_PAIRS) {
    instance.services.formatter?.add(pair, (value: unknown) => withParticle(String(value ?? ''), pair));
  }
}
