import styles from './spinner.module.css';

/** Chakra's spinner: `lg` in blue for a loading screen, `inherit` inside a button. */
export function Spinner({ size }: { size: 'lg' | 'inherit' }) {
  return <span className={`${styles.spinner} ${styles[size]}`} />;
}
