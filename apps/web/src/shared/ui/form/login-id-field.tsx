import { TextField, type TextFieldProps } from './text-field';

/**
 * A login ID: required, never capitalised, and offered to the browser's password manager as the
 * username (a form for someone else's ID says `autoComplete="off"`).
 */
export function LoginIdField(props: TextFieldProps) {
  return <TextField autoComplete="username" autoCapitalize="none" required {...props} />;
}
