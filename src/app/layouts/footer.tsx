import { useSyncExternalStore, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { mutedText } from '../../components/ui/text';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import styles from './footer.module.css';
import { footerColumnsHtml, type FooterEntry } from './footer-columns';

const LEGAL: FooterEntry[] = [
  { label: 'Terms of use' },
  { label: 'Privacy policy' },
  { label: 'Cookie policy' },
];

const thisYear = () => new Date().getFullYear();
const neverChanges = () => () => undefined;

/** This year; while a prerendered page hydrates, the year of the build, which its HTML shows. */
function useCopyrightYear(): number {
  return useSyncExternalStore(neverChanges, thisYear, () => env.buildYear);
}

/**
 * The spec's link columns; entries the shop has no page for are text, not dead links. The
 * columns never change after the build, so they are markup React neither builds nor hydrates
 * (footer-columns.ts); a click on their one link of the app navigates as a router link does.
 */
export function Footer() {
  const year = useCopyrightYear();
  const navigate = useNavigate();
  const ordersHref = useHref(paths.ordersShortcut);
  const followAppLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-to]');
    const plainClick = !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!link || !plainClick || event.button !== 0) return;
    event.preventDefault();
    navigate(link.dataset.to!);
  };
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div
          className={styles.columns}
          onClick={followAppLink}
          dangerouslySetInnerHTML={{
            __html: footerColumnsHtml({ [paths.ordersShortcut]: ordersHref }),
          }}
        />
        <div className={styles.bottom}>
          <p className={mutedText}>© {year} WebShop. All rights reserved.</p>
          <ul className={styles.legal} aria-label="Legal">
            {LEGAL.map((entry) => (
              <li key={entry.label} className={styles.entry}>
                {entry.label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
