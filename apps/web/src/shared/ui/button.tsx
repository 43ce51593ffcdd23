import type { ButtonHTMLAttributes } from 'react';

/** Each variant brings its own padding: a class passed in cannot reliably override one set here (CSS order decides). */
const VARIANTS = {
  primary: 'px-5 bg-navy-900 text-white hover:bg-navy-800 disabled:bg-navy-700/60',
  secondary:
    'px-5 border border-navy-900 bg-white text-navy-900 hover:bg-navy-50 disabled:border-line disabled:text-muted disabled:hover:bg-white',
  danger: 'px-5 bg-danger text-white hover:bg-[#8f1c13]',
  /**
   * Text-like, for actions inside rows and lists: little padding, so its text lines up with the text
   * around it. Its navy is a component style (styles.css), so a colour passed in (`text-danger`) wins.
   */
  ghost: 'button-ghost px-2 underline-offset-4 hover:underline',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean };

/** The classes of the app's button of a variant (also for a link that looks like one: LinkButton). */
export function buttonClass(variant: ButtonVariant, className = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md font-bold disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`;
}

/** The app's button: 44 px tall, a visible focus ring from the base styles; `busy` disables it and says so. */
export function Button({ variant = 'primary', busy, disabled, className = '', type = 'button', children, ...rest }: Props) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass(variant, className)}
      {...rest}
    >
      {children}
    </button>
  );
}
