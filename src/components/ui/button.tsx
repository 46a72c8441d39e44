import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styles from './button.module.css';
import { classes, paletteClass, type Palette } from './palette';
import { Spinner } from './spinner';

export interface ButtonLook {
  variant?: 'solid' | 'subtle' | 'outline' | 'ghost';
  palette?: Palette;
  size?: 'sm' | 'md' | 'lg';
  /** A square button holding only an icon (name it with aria-label). */
  iconOnly?: boolean;
  /** Fully rounded ends (the category pills). */
  pill?: boolean;
}

/** The class names of a button with this look, as Chakra's button recipe draws it. */
export function buttonClass({
  variant = 'solid',
  palette = 'gray',
  size = 'md',
  iconOnly = false,
  pill = false,
}: ButtonLook): string {
  return classes(
    styles.button,
    styles[size],
    styles[variant],
    paletteClass(palette),
    iconOnly && styles.iconOnly,
    pill && styles.pill,
  );
}

interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** A spinner over the label, and the button disabled, while its action runs. */
  loading?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button in Chakra's look without its run-time styling: the shop's first screens use it
 * (docs/architecture.md, "Styles of the first load").
 */
export function Button({
  variant,
  palette,
  size,
  iconOnly,
  pill,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes(buttonClass({ variant, palette, size, iconOnly, pill }), className)}
      disabled={disabled || loading}
      data-loading={loading || undefined}
      {...rest}
    >
      {loading ? (
        <>
          <span className={styles.spinner}>
            <Spinner size="inherit" />
          </span>
          <span className={styles.loadingLabel}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

type ButtonLinkProps = ButtonLook & LinkProps;

/** A link of the app drawn as a button (Chakra's `<Button asChild><RouterLink/></Button>`). */
export function ButtonLink({
  variant,
  palette,
  size,
  iconOnly,
  pill,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={classes(buttonClass({ variant, palette, size, iconOnly, pill }), className)}
      {...rest}
    />
  );
}
