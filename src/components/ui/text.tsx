import type { AnchorHTMLAttributes, HTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { classes, paletteClass, type Palette } from './palette';
import styles from './text.module.css';

export type TextSize = 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';

export const mutedText = styles.muted;

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: 'h1' | 'h2' | 'h3';
  size: TextSize;
}

/** The class names of Chakra's heading: the heading font, semibold, in one of the theme's sizes. */
export const headingClass = (size: TextSize): string => classes(styles.heading, styles[size]);

export function Heading({ level: Level, size, className, ...rest }: HeadingProps) {
  return <Level className={classes(headingClass(size), className)} {...rest} />;
}

/** The class names of Chakra's link, in a palette (gray by default). */
export const linkClass = (palette?: Palette): string =>
  classes(styles.link, palette && paletteClass(palette));

/** A link of the app in Chakra's link style. */
export function TextLink({ palette, className, ...rest }: LinkProps & { palette?: Palette }) {
  return <Link className={classes(linkClass(palette), className)} {...rest} />;
}

/** A link out of the app (or to no page yet) in Chakra's link style. */
export function PlainLink({ className, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={classes(linkClass(), className)} {...rest} />;
}
