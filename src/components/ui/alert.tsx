import type { HTMLAttributes, ReactNode } from 'react';
import { RiErrorWarningLine, RiInformationLine } from 'react-icons/ri';
import styles from './alert.module.css';
import { classes, paletteClass } from './palette';

interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  status: 'info' | 'error';
  title: ReactNode;
  description?: ReactNode;
  /** Beside the text, at its end (a Try again button). */
  action?: ReactNode;
}

/** Chakra's subtle alert, with its status icon, title and description. */
export function Alert({ status, title, description, action, className, ...rest }: AlertProps) {
  const Indicator = status === 'error' ? RiErrorWarningLine : RiInformationLine;
  return (
    <div
      className={classes(
        styles.alert,
        paletteClass(status === 'error' ? 'red' : 'blue'),
        className,
      )}
      {...rest}
    >
      <span className={styles.indicator}>
        <Indicator />
      </span>
      <div className={styles.content}>
        <div className={styles.title}>{title}</div>
        {description && <div className={styles.description}>{description}</div>}
      </div>
      {action}
    </div>
  );
}
