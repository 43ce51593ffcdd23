import type { ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-navy-900 text-white hover:bg-navy-800 disabled:bg-navy-700/60',
  secondary: 'border border-navy-900 bg-white text-navy-900 hover:bg-navy-50',
  danger: 'bg-danger text-white hover:bg-[#8f1c13]',
  ghost: 'text-navy-800 underline-offset-4 hover:underline',
} as const;

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof VARIANTS; busy?: boolean };

/** The app's button: 44 px tall, a visible focus ring from the base styles; `busy` disables it and says so. */
export function Button({ variant = 'primary', busy, disabled, className = '', type = 'button', children, ...rest }: Props) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 font-bold disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}
