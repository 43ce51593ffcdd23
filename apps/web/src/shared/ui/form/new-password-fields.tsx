import { TextField, type TextFieldProps } from './text-field';

type Input = Omit<TextFieldProps, 'label'>;

/**
 * A new password, with its rule as the hint, and its confirmation: both required, both offered to the
 * browser's password manager as a new password. Spread `field('password')` and `field('…Confirm')`.
 */
export function NewPasswordFields({
  labels,
  hint,
  password,
  confirm,
  className,
}: {
  labels: { password: string; confirm: string };
  hint: string;
  password: Input;
  confirm: Input;
  /** The pair's layout: side by side on wider screens, or one under the other. */
  className: string;
}) {
  return (
    <div className={className}>
      <TextField label={labels.password} type="password" required autoComplete="new-password" hint={hint} {...password} />
      <TextField label={labels.confirm} type="password" required autoComplete="new-password" {...confirm} />
    </div>
  );
}
