import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES, normalizeLang } from '../src/index';

const dir = path.resolve(import.meta.dirname, '../locales');
const load = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')) as object;

function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keys(v, `${prefix}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  return [prefix];
}

describe('locales', () => {
  it('has a file for every namespace in both languages and no stray files', () => {
    for (const lang of LANGUAGES) {
      expect(readdirSync(path.join(dir, lang)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each(NAMESPACES)('namespace %s has the same keys in Korean and English', (ns) => {
    const ko = keys(load('ko', ns));
    const en = keys(load('en', ns));
    expect(
      ko.filter((k) => !en.includes(k)),
      'keys missing in English',
    ).toEqual([]);
    expect(
      en.filter((k) => !ko.includes(k)),
      'keys missing in Korean',
    ).toEqual([]);
  });

  it.each(NAMESPACES)('namespace %s has no empty texts', (ns) => {
    for (const lang of LANGUAGES) {
      const empty = keys(load(lang, ns)).filter((k) => {
        const value = k
          .split(/\.|\[(\d+)\]/)
          .filter(Boolean)
          .reduce<unknown>((o, part) => (o as Record<string, unknown>)[part], load(lang, ns));
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `${lang}/${ns}`).toEqual([]);
    }
  });

  it('normalises the stored language, falling back to Korean', () => {
    expect(normalizeLang('EN')).toBe('en');
    expect(normalizeLang(' ko ')).toBe('ko');
    expect(normalizeLang('fr')).toBe('ko');
    expect(normalizeLang(undefined)).toBe('ko');
  });
});

describe('one name for each meeting package', () => {
  it.each(LANGUAGES)(
    '%s: the form, the confirm page, the intro, the back office and the terms name each package alike',
    (lang) => {
      const reservations = load(lang, 'reservations') as {
        conference: { packageNames: Record<string, string>; packages: Record<string, string> };
      };
      const amenities = load(lang, 'amenities') as { conferenceRoom: { packages: Record<string, string> } };
      const admin = load(lang, 'admin') as { resources: { packageNames: Record<string, string> } };
      const legal = JSON.stringify(load(lang, 'legal'));
      for (const id of ['basic', 'premium']) {
        const name = reservations.conference.packageNames[id]!;
        expect(reservations.conference.packages[id]!.startsWith(`${name}:`)).toBe(true);
        expect(amenities.conferenceRoom.packages[id]).toBe(name);
        expect(admin.resources.packageNames[id]).toBe(name);
        expect(legal).toContain(`${name}: `);
      }
    },
  );
});

describe('a status never reads like a button', () => {
  const STATUS_MAPS = /^(status|statuses|states|sessionStates)$/;
  const ACTIONS = /^(approve|reject|cancel|cancelRegistration|suspend|reactivate|withdraw|confirm|apply|submit)$/;
  /** Every text under a key that `match`es: the leaves of such maps (`deep`), or such leaves themselves. */
  function texts(value: unknown, match: RegExp, deep: boolean, under = false): string[] {
    if (typeof value === 'string') return under ? [value] : [];
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.entries(value).flatMap(([k, v]) =>
      deep
        ? texts(v, match, deep, typeof v === 'string' ? under : match.test(k))
        : typeof v === 'string' && match.test(k)
          ? [v]
          : k === 'actions' // the audit log's past-tense names of what was done, not buttons
            ? []
            : texts(v, match, deep),
    );
  }

  it.each(LANGUAGES)('%s: no status chip says what an action button says ("취소됨", not "취소")', (lang) => {
    const files = NAMESPACES.map((ns) => load(lang, ns));
    const actions = new Set(files.flatMap((f) => texts(f, ACTIONS, false)));
    const statuses = files.flatMap((f) => texts(f, STATUS_MAPS, true));
    expect(statuses.filter((s) => actions.has(s))).toEqual([]);
  });
});
