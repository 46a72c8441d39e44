import type { ReactNode } from 'react';
import styles from './page-heading.module.css';
import { Heading } from './ui/text';

/** A screen's h1, with its actions on the same row (they wrap below it on a narrow screen). */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.row}>
      <Heading level="h1" size="xxl">
        {title}
      </Heading>
      {children}
    </div>
  );
}
