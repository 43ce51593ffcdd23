import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldLabel } from './field-label';
import { LoginIdField } from './login-id-field';

afterEach(cleanup);

describe('LoginIdField', () => {
  it('is a required ID (said to screen readers, starred) the browser offers its saved username for, never capitalised', () => {
    render(<LoginIdField label="ID" name="loginId" />);
    const input = screen.getByLabelText(/ID/) as HTMLInputElement;
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('autocomplete')).toBe('username');
    expect(input.getAttribute('autocapitalize')).toBe('none');
  });

  it('lets a form for someone else’s ID turn the password manager off', () => {
    render(<LoginIdField label="Staff ID" name="staff" autoComplete="off" />);
    expect(screen.getByLabelText(/Staff ID/).getAttribute('autocomplete')).toBe('off');
  });
});

describe('FieldLabel', () => {
  it('labels the control it names', () => {
    render(
      <>
        <FieldLabel htmlFor="month">Month</FieldLabel>
        <input id="month" type="month" />
      </>,
    );
    expect(screen.getByLabelText('Month').getAttribute('type')).toBe('month');
  });
});
