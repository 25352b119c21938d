import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';
import { Spinner } from './spinner';

const VARIANTS = {
  primary:
    'bg-indigo-600 text-white shadow-sm shadow-indigo-600/20 hover:bg-indigo-700 active:bg-indigo-800 disabled:bg-indigo-400',
  secondary:
    'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 shadow-sm hover:bg-slate-50 hover:ring-slate-400 disabled:text-slate-500',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:text-slate-400',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-400',
  light: 'bg-white text-indigo-700 shadow-sm hover:bg-indigo-50',
} as const;

const SIZES = {
  // min-h rather than h: a long label on a narrow phone wraps instead of spilling out.
  sm: 'min-h-9 py-1.5 px-3 text-sm gap-1.5',
  md: 'min-h-11 py-2 px-4 text-sm gap-2',
  lg: 'min-h-12 py-2.5 px-4 sm:px-6 text-base gap-2',
} as const;

export type TButtonVariant = keyof typeof VARIANTS;
export type TButtonSize = keyof typeof SIZES;

interface TStyleProps {
  variant?: TButtonVariant;
  size?: TButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** The classes of a button, for links and other elements that should look like one. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: TStyleProps): string {
  return cn(
    'inline-flex select-none items-center justify-center rounded-xl text-center font-semibold leading-tight transition-colors duration-150',
    'disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
    className,
  );
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, TStyleProps {
  /** Shows a spinner and disables the button while something is being sent. */
  loading?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  className,
  loading = false,
  icon,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps, TStyleProps {
  icon?: ReactNode;
  /** An icon after the text (arrows pointing onwards). */
  iconAfter?: ReactNode;
}

/** A link that looks like a button (navigation stays a link for assistive technology). */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  icon,
  iconAfter,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link className={buttonClasses({ variant, size, fullWidth, className })} {...rest}>
      {icon}
      {children}
      {iconAfter}
    </Link>
  );
}
