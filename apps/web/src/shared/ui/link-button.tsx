import { Link, type LinkProps } from 'react-router';
import { buttonClass } from './button';

/** A link to another page that looks like the app's button (primary or secondary). */
export function LinkButton({ variant = 'primary', className, ...link }: LinkProps & { variant?: 'primary' | 'secondary' }) {
  return <Link className={buttonClass(variant, className)} {...link} />;
}
