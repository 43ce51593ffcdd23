import { describe, expect, it } from 'vitest';
import { loginIdSchema, passwordProblems, passwordSchema } from './account.rules';
import { formatPhone, phoneSchema, toE164 } from './phone';
import { administratorSchema, newPasswordSchema, signupSchema } from './signup.schema';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('password rule', () => {
  it('accepts 8 and 16 characters and refuses 7 and 17', () => {
    expect(passwordProblems('Abcde1!')).toEqual(['length']); // 7
    expect(passwordProblems('Abcdef1!')).toEqual([]); // 8
    expect(passwordProblems('Abcdefghijklm1!x')).toEqual([]); // 16
    expect(passwordProblems('Abcdefghijklmn1!x')).toEqual(['length']); // 17
  });

  it('names each missing class of character', () => {
    expect(passwordProblems('abcdef1!')).toEqual(['upper']);
    expect(passwordProblems('ABCDEF1!')).toEqual(['lower']);
    expect(passwordProblems('Abcdefg!')).toEqual(['number']);
    expect(passwordProblems('Abcdefg1')).toEqual(['special']);
    expect(passwordProblems('')).toEqual(['length', 'upper', 'lower', 'number', 'special']);
  });

  it('gives the schema message of the rule, and a required message when empty', () => {
    expect(passwordSchema.safeParse('Abcdef1!').success).toBe(true);
    expect(passwordSchema.safeParse('abcdef1!').error?.issues[0]?.message).toBe('validation:passwordRule');
    expect(passwordSchema.safeParse('').error?.issues[0]?.message).toBe('validation:passwordRequired');
  });
});

describe('phone numbers', () => {
  it.each([
    ['010-1234-5678', '+821012345678'],
    ['01012345678', '+821012345678'],
    ['+82 10 1234 5678', '+821012345678'],
    ['+82-10-1234-5678', '+821012345678'],
    ['02-6000-1000', '+82260001000'],
  ])('accepts %s as %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
    expect(phoneSchema.safeParse(input).success).toBe(true);
  });

  it.each(['123', '010-123', '010-1234-56789', 'phone', '+1 415 555 2671'])('refuses %s', (input) => {
    expect(toE164(input)).toBeNull();
    expect(phoneSchema.safeParse(input).error?.issues[0]?.message).toBe('validation:contactFormat');
  });

  it('shows stored numbers the Korean way', () => {
    expect(formatPhone('+821012345678')).toBe('010-1234-5678');
    expect(formatPhone('+82260001000')).toBe('02-6000-1000');
  });
});

describe('login ID format', () => {
  it.each(['abcd', 'acme.kim', 'a_b-c.d9', 'a'.repeat(20)])('accepts %s', (id) => {
    expect(loginIdSchema.safeParse(id).success).toBe(true);
  });

  it.each([
    ['abc', 'three characters'],
    ['a'.repeat(21), 'twenty-one characters'],
    ['9abc', 'a digit first'],
    ['.abc', 'a dot first'],
    ['Abcd', 'upper case'],
    ['ab cd', 'a space'],
    ['김철수abc', 'Hangul'],
  ])('refuses %s (%s)', (id) => {
    expect(loginIdSchema.safeParse(id).error?.issues[0]?.message).toBe('validation:idFormat');
  });

  it('asks for an ID when empty', () => {
    expect(loginIdSchema.safeParse('').error?.issues[0]?.message).toBe('validation:idRequired');
  });
});

const validSignup = {
  companyId: 1,
  floor: 12,
  name: '홍길동',
  loginId: 'hong.gd',
  idVerified: true,
  password: 'Strong!Pass9',
  passwordConfirm: 'Strong!Pass9',
  email: 'hong@example.com',
  mobile: '010-1234-5678',
  gender: 'male',
  consents: { privacyRequired: true, termsRequired: true, marketingOptional: false },
};

describe('sign-up schema', () => {
  it('accepts a complete sign-up', () => {
    expect(signupSchema.safeParse(validSignup).success).toBe(true);
  });

  it('gives each missing field its own message', () => {
    expect(messages(signupSchema.safeParse({ consents: {} }))).toEqual({
      companyId: 'validation:companyRequired',
      floor: 'validation:floorRequired',
      name: 'validation:nameRequired',
      loginId: 'validation:idRequired',
      idVerified: 'validation:idNotVerified',
      password: 'validation:passwordRequired',
      passwordConfirm: 'validation:passwordConfirmRequired',
      email: 'validation:emailRequired',
      mobile: 'validation:contactRequired',
      gender: 'validation:genderRequired',
      'consents.privacyRequired': 'validation:consentRequired',
      'consents.termsRequired': 'validation:consentRequired',
    });
  });

  it('needs both required consents, but not the optional one', () => {
    const without = signupSchema.safeParse({ ...validSignup, consents: { privacyRequired: false, termsRequired: true } });
    expect(messages(without)).toEqual({ 'consents.privacyRequired': 'validation:consentRequired' });
    const noMarketing = { ...validSignup, consents: { privacyRequired: true, termsRequired: true } };
    expect(signupSchema.safeParse(noMarketing).success).toBe(true);
  });

  it('refuses an unverified ID', () => {
    expect(messages(signupSchema.safeParse({ ...validSignup, idVerified: false }))).toEqual({
      idVerified: 'validation:idNotVerified',
    });
  });

  it('refuses a different confirmation, also while other fields are still wrong', () => {
    expect(messages(signupSchema.safeParse({ ...validSignup, passwordConfirm: 'Strong!Pass8' }))).toEqual({
      passwordConfirm: 'validation:passwordMismatch',
    });
    const alsoBadEmail = signupSchema.safeParse({ ...validSignup, email: 'nope', passwordConfirm: 'Strong!Pass8' });
    expect(messages(alsoBadEmail)).toEqual({ email: 'validation:emailFormat', passwordConfirm: 'validation:passwordMismatch' });
  });

  it('checks the new password of a reset the same way', () => {
    expect(newPasswordSchema.safeParse({ password: 'Strong!Pass9', passwordConfirm: 'Strong!Pass9' }).success).toBe(true);
    expect(messages(newPasswordSchema.safeParse({ password: 'Strong!Pass9', passwordConfirm: 'Other!Pass9' }))).toEqual({
      passwordConfirm: 'validation:passwordMismatch',
    });
  });

  it("checks the console's building manager with the sign-up's ID, e-mail and password rules", () => {
    const admin = { loginId: 'office.kim', email: 'office@tea.example', name: '관리자', password: 'Strong!Pass9' };
    expect(administratorSchema.safeParse({ ...admin, passwordConfirm: 'Strong!Pass9' }).success).toBe(true);
    expect(
      messages(
        administratorSchema.safeParse({ ...admin, loginId: 'Admin', email: 'nope', password: 'weak', passwordConfirm: 'weak' }),
      ),
    ).toEqual({ loginId: 'validation:idFormat', email: 'validation:emailFormat', password: 'validation:passwordRule' });
    expect(messages(administratorSchema.safeParse({ ...admin, passwordConfirm: 'Other!Pass9' }))).toEqual({
      passwordConfirm: 'validation:passwordMismatch',
    });
  });
});
