import type { FocusEvent, ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { CATEGORIES, categoryNames } from '../../../config/rules/categories';
import { catalogueHref, type CatalogueQuery } from '../query/catalogue-query';
import { categoryChoice, type CategoryChoice } from '../query/category-choice';
import styles from './category-nav.module.css';

/**
 * A pill taking the focus scrolls whole into its row's view: a browser leaves one that is half
 * shown at the row's edge where it is, its name cut.
 */
function revealFocused(event: FocusEvent<HTMLElement>) {
  event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * The categories as links of the catalogue's URL, the chosen one highlighted; the current
 * filters and sort are kept. Below a chosen category, its sub-categories.
 */
export function CategoryNav({ query }: { query: CatalogueQuery }) {
  const chosen = query.category;
  const chosenName = categoryNames.find(
    (name) => categoryChoice(name).category === chosen?.category,
  );
  const hrefOf = (category?: CategoryChoice) => catalogueHref({ ...query, category });
  return (
    <nav aria-label="Categories" className={styles.nav} onFocus={revealFocused}>
      <ul className={styles.row}>
        <Pill href={hrefOf(undefined)} current={!chosen}>
          All products
        </Pill>
        {categoryNames.map((name) => (
          <Pill
            key={name}
            href={hrefOf(categoryChoice(name))}
            selected={name === chosenName}
            current={name === chosenName && !chosen?.subCategory}
          >
            {name}
          </Pill>
        ))}
      </ul>
      {chosenName && (
        <ul className={styles.row}>
          <Pill href={hrefOf(categoryChoice(chosenName))} current={!chosen?.subCategory}>
            All {chosenName.toLowerCase()}
          </Pill>
          {CATEGORIES[chosenName].map((subName) => {
            const choice = categoryChoice(chosenName, subName);
            return (
              <Pill
                key={subName}
                href={hrefOf(choice)}
                current={choice.subCategory === chosen?.subCategory}
              >
                {subName}
              </Pill>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

interface PillProps {
  href: string;
  /** This link's view is the one shown. */
  current: boolean;
  /** Highlighted without being the view shown: the category of a chosen sub-category. */
  selected?: boolean;
  children: ReactNode;
}

function Pill({ href, current, selected = current, children }: PillProps) {
  return (
    <li className={styles.pill}>
      <ButtonLink
        to={href}
        aria-current={current ? 'page' : undefined}
        data-selected={selected || undefined}
        size="sm"
        pill
        palette={selected ? 'blue' : 'gray'}
        variant={selected ? 'solid' : 'outline'}
      >
        {children}
      </ButtonLink>
    </li>
  );
}
