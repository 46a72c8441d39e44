import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CATEGORIES, categoryNames } from '../../../config/rules/categories';
import { catalogueHref, type CatalogueQuery } from '../catalogue-query';
import { categoryChoice, type CategoryChoice } from '../category-choice';

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
    <Stack as="nav" aria-label="Categories" gap="2">
      <PillRow>
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
      </PillRow>
      {chosenName && (
        <PillRow>
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
        </PillRow>
      )}
    </Stack>
  );
}

/** One line of pills; on a narrow screen it scrolls sideways instead of wrapping. */
function PillRow({ children }: { children: ReactNode }) {
  return (
    <HStack
      as="ul"
      listStyleType="none"
      gap="2"
      flexWrap={{ base: 'nowrap', md: 'wrap' }}
      overflowX="auto"
      pb="1"
    >
      {children}
    </HStack>
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
    <li style={{ flexShrink: 0 }}>
      <Button
        asChild
        size="sm"
        rounded="full"
        colorPalette={selected ? 'blue' : 'gray'}
        variant={selected ? 'solid' : 'outline'}
      >
        <RouterLink to={href} aria-current={current ? 'page' : undefined}>
          {children}
        </RouterLink>
      </Button>
    </li>
  );
}
