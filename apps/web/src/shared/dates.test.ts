import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayjs } from './dates';

beforeAll(async () => {
  await i18next.init({ lng: 'ko', resources: {} });
});

describe('date locale', () => {
  it('follows the interface language', async () => {
    await i18next.changeLanguage('ko');
    expect(dayjs('2026-11-22').format('dddd')).toBe('일요일');
    await i18next.changeLanguage('en');
    expect(dayjs('2026-11-22').format('dddd')).toBe('Sunday');
  });
});
