import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addJosaFormats, particleFor, withParticle } from '../src/josa';

describe('Korean particles', () => {
  it('are chosen from the last syllable', () => {
    expect(withParticle('10,000원', '이/가')).toBe('10,000원이');
    expect(withParticle('락커 5번', '을/를')).toBe('락커 5번을');
    expect(withParticle('라운지', '을/를')).toBe('라운지를');
    expect(withParticle('회의실', '으로/로')).toBe('회의실로');
    expect(withParticle('사무실', '와/과')).toBe('사무실과');
    expect(withParticle('리프레시 라운지', '은/는')).toBe('리프레시 라운지는');
  });

  it('read a trailing digit as Korean', () => {
    expect(particleFor('락커 3', '을/를')).toBe('을');
    expect(particleFor('락커 2', '을/를')).toBe('를');
    expect(particleFor('버전 7', '으로/로')).toBe('로');
    expect(particleFor('버전 6', '으로/로')).toBe('으로');
  });

  it('fill an i18next text that writes the pair as a format', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'ko',
      resources: {
        ko: { translation: { priceHint: '보증금 {{deposit, 이/가}} 추가됩니다.', added: '{{name, 을/를}} 추가했습니다.' } },
      },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    addJosaFormats(instance);
    expect(instance.t('priceHint', { deposit: '10,000원' })).toBe('보증금 10,000원이 추가됩니다.');
    expect(instance.t('added', { name: '카페 뤼미에르' })).toBe('카페 뤼미에르를 추가했습니다.');
  });
});
