import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadedSection } from './headed-section';

afterEach(cleanup);

describe('HeadedSection', () => {
  it('is a region named by its own heading, at the level asked', () => {
    render(
      <HeadedSection id="answers" title="Answers" level={3}>
        <p>Body</p>
      </HeadedSection>,
    );
    const region = screen.getByRole('region', { name: 'Answers' });
    expect(screen.getByRole('heading', { level: 3, name: 'Answers' }).id).toBe('answers');
    expect(region.textContent).toContain('Body');
  });

  it('can be an aside, still named by its heading', () => {
    render(
      <HeadedSection id="related" title="Related" as="aside">
        <p>More</p>
      </HeadedSection>,
    );
    expect(screen.getByRole('complementary', { name: 'Related' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Related' })).toBeTruthy();
  });
});
