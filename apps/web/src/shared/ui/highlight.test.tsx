import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight } from './highlight';

function marks(text: string, query?: string) {
  const { container } = render(<Highlight text={text} query={query} />);
  return { marked: [...container.querySelectorAll('mark')].map((m) => m.textContent), text: container.textContent };
}

describe('Highlight', () => {
  it('marks every occurrence of a partial Korean word and keeps the whole text', () => {
    expect(marks('주차장 이용과 주차 요금', '주차')).toEqual({ marked: ['주차', '주차'], text: '주차장 이용과 주차 요금' });
  });

  it('ignores case and surrounding spaces of the query, keeping the text as written', () => {
    expect(marks('Parking PASS and passes', ' pass ').marked).toEqual(['PASS', 'pass']);
  });

  it('reads neither the text nor the query as HTML', () => {
    const { container } = render(<Highlight text={'<img src=x onerror=alert(1)> img'} query="<img" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<img');
  });

  it('marks nothing without a query', () => {
    expect(marks('주차장', '').marked).toEqual([]);
    expect(marks('주차장').text).toBe('주차장');
  });
});
