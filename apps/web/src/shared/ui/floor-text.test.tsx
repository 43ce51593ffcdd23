import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { testI18n } from '../test-i18n';
import { FloorText } from './floor-text';

afterEach(cleanup);

async function floorIn(lang: 'ko' | 'en', floor: number): Promise<string | null> {
  const i18n = await testI18n(lang);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <p>
        <FloorText floor={floor} />
      </p>
    </I18nextProvider>,
  );
  const text = container.textContent;
  cleanup();
  return text;
}

describe('FloorText', () => {
  it('writes a floor above ground the reader’s way', async () => {
    expect(await floorIn('ko', 12)).toBe('12층');
    expect(await floorIn('en', 12)).toBe('12F');
  });

  it('writes a basement floor as B and its depth, in both languages', async () => {
    expect(await floorIn('ko', -2)).toBe('B2');
    expect(await floorIn('en', -2)).toBe('B2');
    expect(await floorIn('ko', -1)).toBe('B1');
  });
});
