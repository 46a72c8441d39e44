import type { HTMLAttributes } from 'react';
import { classes } from './ui/palette';
import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** 'Skip to content': the first stop of Tab, shown only while focused. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={styles.skipLink}
      onClick={(event) => {
        // Focus instead of a '#main-content' in the URL: the router owns the URL.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to content
    </a>
  );
}

/** The page's main landmark, where the skip link leads. */
export function MainContent({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className={classes(styles.main, className)}
      {...rest}
    />
  );
}
