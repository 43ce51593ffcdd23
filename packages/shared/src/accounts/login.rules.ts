/**
 * The login form's fields and what each needs, without zod: the login page is public and stays
 * inside the first-load budget (DESIGN.md §9). account.rules' `loginSchema`, which the API checks
 * with, is built on the same messages.
 */
export const LOGIN_ID_MAX = 20;
export const LOGIN_FIELDS = ['loginId', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export const LOGIN_MESSAGES = { loginId: 'validation:idRequired', password: 'validation:passwordRequired' } as const;

/** The field's message key when it is missing (an ID of spaces is missing; a password is taken as typed). */
export function loginFieldProblem(field: LoginField, value: string): string | undefined {
  return (field === 'password' ? value : value.trim()) === '' ? LOGIN_MESSAGES[field] : undefined;
}
