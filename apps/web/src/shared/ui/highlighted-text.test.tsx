import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HighlightedText } from './highlighted-text';

afterEach(cleanup);

describe('HighlightedText', () => {
  it('marks each match of a partial Korean word', () => {
    const { container } = render(
      <p>
        <HighlightedText text="지하 주차장 주차 안내" query="주차" />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['주차', '주차']);
    expect(container.textContent).toBe('지하 주차장 주차 안내');
  });

  it('never reads the text or the query as HTML', () => {
    const { container } = render(
      <p>
        <HighlightedText text={'<img src=x onerror="alert(1)"> 주차'} query={'<img'} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<img');
  });
});
