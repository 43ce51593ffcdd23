import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localMobile } from './apply-flow';
import { Period } from './event-card';

describe('Period', () => {
  it('writes one day once, with its times', () => {
    render(<Period start="2026-11-27T09:00:00.000Z" end="2026-11-27T11:00:00.000Z" />);
    expect(screen.getByText(/18:00–20:00/).tagName).toBe('TIME');
  });
});

describe('localMobile', () => {
  it("writes an account's E.164 mobile the way people type it", () => {
    expect(localMobile('+821051609763')).toBe('010-5160-9763');
    expect(localMobile('+82212345678')).toBe('0212345678');
  });
});
