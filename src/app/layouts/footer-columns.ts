import { headingClass, linkClass } from '../../components/ui/text';
import { paths } from '../../config/paths';
import styles from './footer.module.css';

/** A footer entry: a link where the shop has the page, else plain text. */
export interface FooterEntry {
  label: string;
  to?: string;
}

const COLUMNS: { title: string; entries: FooterEntry[] }[] = [
  {
    title: 'Company',
    entries: [{ label: 'About us' }, { label: 'Careers' }, { label: 'Press' }, { label: 'Blog' }],
  },
  {
    title: 'Order & Purchases',
    entries: [
      { label: 'Check order status', to: paths.ordersShortcut },
      { label: 'Shipping & delivery' },
      { label: 'Returns & exchanges' },
      { label: 'Payment options' },
    ],
  },
  {
    title: 'Support & Services',
    entries: [
      { label: 'Contact us' },
      { label: 'FAQ' },
      { label: 'Warranty' },
      { label: 'Product care' },
    ],
  },
  {
    title: 'Partnerships',
    entries: [
      { label: 'Affiliate program' },
      { label: 'Become a supplier' },
      { label: 'Corporate sales' },
    ],
  },
];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function entryHtml({ label, to }: FooterEntry, hrefs: Record<string, string>): string {
  const text = escapeHtml(label);
  const link = to
    ? `<a class="${linkClass()} ${styles.entryLink}" href="${escapeHtml(hrefs[to] ?? to)}" data-to="${escapeHtml(to)}">${text}</a>`
    : text;
  return `<li class="${styles.entry}">${link}</li>`;
}

/**
 * The footer's link columns as markup, `hrefs` giving each app path's address (under the base
 * path). Written as a string rather than React elements: they never change after the build, so
 * a prerendered page keeps its own and React builds and hydrates none of their 40 elements.
 */
export function footerColumnsHtml(hrefs: Record<string, string>): string {
  return COLUMNS.map(
    ({ title, entries }) =>
      `<div class="${styles.column}"><h2 class="${headingClass('sm')}">${escapeHtml(title)}</h2>` +
      `<ul class="${styles.list}">${entries.map((entry) => entryHtml(entry, hrefs)).join('')}</ul></div>`,
  ).join('');
}
