import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, profileUpdateSchema } from './profile.schema';

/** The first message of each field, as the form and the server show it. */
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('password change form', () => {
  const change = (currentPassword: string, newPassword: string, newPasswordConfirm = newPassword) => ({
    currentPassword,
    newPassword,
    newPasswordConfirm,
  });

  it('accepts a new password under the rule that differs from the current one', () => {
    expect(passwordChangeSchema.safeParse(change('Member!2345', 'Fresh!Pass77')).success).toBe(true);
  });

  it('names each empty field', () => {
    expect(messages(passwordChangeSchema.safeParse(change('', '', '')))).toEqual({
      currentPassword: 'validation:currentPasswordRequired',
      newPassword: 'validation:passwordRequired',
      newPasswordConfirm: 'validation:passwordConfirmRequired',
    });
  });

  it('refuses a different confirmation, also while the new password breaks the rule', () => {
    expect(messages(passwordChangeSchema.safeParse(change('Member!2345', 'Fresh!Pass77', 'Fresh!Pass78')))).toEqual({
      newPasswordConfirm: 'validation:passwordMismatch',
    });
    expect(messages(passwordChangeSchema.safeParse(change('Member!2345', 'short', 'other')))).toEqual({
      newPassword: 'validation:passwordRule',
      newPasswordConfirm: 'validation:passwordMismatch',
    });
  });

  it('refuses the current password as the new one', () => {
    expect(messages(passwordChangeSchema.safeParse(change('Member!2345', 'Member!2345')))).toEqual({
      newPassword: 'validation:passwordSameAsCurrent',
    });
  });
});

describe('personal info form', () => {
  const base = { name: '김민지', email: 'kim@example.com', mobile: '010-1234-5678', gender: 'female', floor: 13 };

  it('accepts a Korean number in any usual writing, and no floor for a person without a company', () => {
    expect(profileUpdateSchema.safeParse({ ...base, mobile: '01012345678' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ ...base, mobile: '+82 10-1234-5678' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ ...base, floor: null }).success).toBe(true);
  });

  it('names each wrong field with its message key', () => {
    expect(messages(profileUpdateSchema.safeParse({ name: ' ', email: 'x', mobile: '010-12', gender: 'x', floor: 1.5 }))).toEqual(
      {
        name: 'validation:nameRequired',
        email: 'validation:emailFormat',
        mobile: 'validation:contactFormat',
        gender: 'validation:genderRequired',
        floor: 'validation:floorRequired',
      },
    );
  });
});
