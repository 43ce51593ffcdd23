import { describe, expect, it } from 'vitest';
import { axisOf } from './page-view-chart';

describe('the page-view chart axis', () => {
  it.each([
    [0, { top: 4, step: 1 }],
    [4, { top: 4, step: 1 }],
    [5, { top: 6, step: 2 }],
    [38, { top: 40, step: 10 }],
    [59, { top: 60, step: 20 }],
    [100, { top: 100, step: 50 }],
    [1234, { top: 1500, step: 500 }],
  ])('for a largest day of %i has a round top just above it', (max, axis) => {
    expect(axisOf(max)).toEqual(axis);
  });
});
