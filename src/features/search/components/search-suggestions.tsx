import {
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { announce } from '../../../components/announcer';
import { paths } from '../../../config/paths';
import { formatKm } from '../../../lib/format';
import { searchHref, useSearchMatches, useWholeList, type ProductSummary } from '../../catalogue';
import { WORDS_SET } from './field-events';
import styles from './search-suggestions.module.css';

/** What the field's combobox says of its list (`aria-expanded`, `aria-activedescendant`). */
export interface PopupState {
  expanded: boolean;
  activeId?: string;
}

interface SearchSuggestionsProps {
  /** The top bar's search field, which this part makes a combobox. */
  field: HTMLInputElement;
  listboxId: string;
  onPopup: (state: PopupState) => void;
}

const SHOWN = 6;
const ALL_PRODUCTS = {};

/** The products that match as the shopper types, and 'See all results', as a listbox. */
export function SearchSuggestions({ field, listboxId, onPopup }: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const { typed, focused } = useFieldState(field);
  const { data: products, isError, refetch } = useWholeList(ALL_PRODUCTS);
  // The field shows each key at once; the matches follow in a background render.
  const words = useDeferredValue(typed.trim());
  const { matches, failed, byNamesOnly } = useSearchMatches(products, words || undefined, {
    namesFirst: true,
  });
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // Each key typed opens the list again, with no option picked.
  const [typedSeen, setTypedSeen] = useState(typed);
  if (typedSeen !== typed) {
    setTypedSeen(typed);
    setDismissed(false);
    setActive(-1);
  }

  // The last list stays while the next words' matches are worked out: no flash of 'Searching…'
  // between two keys, and an arrow pressed then still picks.
  const [previous, setPrevious] = useState(matches);
  if (matches && matches !== previous) setPrevious(matches);
  const listed = matches ?? previous;
  const shown = words && listed ? listed.slice(0, SHOWN) : [];
  const optionCount = shown.length + (shown.length ? 1 : 0);
  const open = focused && !dismissed && words !== '';
  const optionId = (index: number) => `${listboxId}-${index}`;

  const activeId = open && active >= 0 ? `${listboxId}-${active}` : undefined;
  useEffect(() => onPopup({ expanded: open, activeId }), [onPopup, open, activeId]);
  useEffect(() => {
    // Said once, for the whole index's answer: names alone may count fewer.
    if (words && matches && !byNamesOnly) announce(countText(matches.length));
  }, [words, matches, byNamesOnly]);

  const choose = (index: number) => {
    setDismissed(true);
    const href =
      index < shown.length ? paths.product(shown[index].id) : searchHref(typed, location);
    void navigate(href);
  };
  // The field's own listener: it comes before the form's submission on Enter.
  useFieldKeys(field, (event) => {
    // A list that could not be had (a phone's network) is asked for again with the next key.
    if (isError) void refetch({ cancelRefetch: false });
    if (event.key === 'Enter' && active < 0) return setDismissed(true);
    if (!open && event.key !== 'ArrowDown') return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(false);
      if (!optionCount) return;
      const last = optionCount - 1;
      setActive((current) =>
        event.key === 'ArrowDown'
          ? current < last
            ? current + 1
            : 0
          : current > 0
            ? current - 1
            : last,
      );
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
    }
  });

  if (!open) return null;
  return (
    <div className={styles.popup}>
      {shown.length > 0 ? (
        <ul id={listboxId} role="listbox" aria-label="Suggestions" className={styles.list}>
          {shown.map((product, index) => (
            <Suggestion
              key={product.id}
              id={optionId(index)}
              product={product}
              active={index === active}
              onChoose={() => choose(index)}
            />
          ))}
          <li
            id={optionId(shown.length)}
            role="option"
            aria-selected={active === shown.length}
            className={styles.seeAll}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(shown.length)}
          >
            See all results for “{words}”
          </li>
        </ul>
      ) : (
        <p className={styles.status} role="status">
          {failed || isError
            ? 'The search could not be loaded.'
            : matches
              ? `No products match “${words}”`
              : 'Searching…'}
        </p>
      )}
    </div>
  );
}

const FIELD_EVENTS = ['input', 'focus', 'blur', WORDS_SET] as const;

/**
 * What the field holds, and whether it has focus, read from the field itself: also what changed
 * before this part came (typed while it loaded; a WebDriver's clear blurs, then types).
 */
function useFieldState(field: HTMLInputElement) {
  const subscribe = useCallback(
    (changed: () => void) => {
      for (const type of FIELD_EVENTS) field.addEventListener(type, changed);
      return () => {
        for (const type of FIELD_EVENTS) field.removeEventListener(type, changed);
      };
    },
    [field],
  );
  const typed = useSyncExternalStore(subscribe, () => field.value);
  const focused = useSyncExternalStore(subscribe, () => document.activeElement === field);
  return { typed, focused };
}

/** The field's keys, each to the handler of the last render. */
function useFieldKeys(field: HTMLInputElement, handler: (event: KeyboardEvent) => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => latest.current(event);
    field.addEventListener('keydown', onKey);
    return () => field.removeEventListener('keydown', onKey);
  }, [field]);
}

function Suggestion({
  id,
  product,
  active,
  onChoose,
}: {
  id: string;
  product: ProductSummary;
  active: boolean;
  onChoose: () => void;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={styles.option}
      // The field keeps focus: a click must not blur it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      <span className={styles.name}>{product.product_name}</span>
      <span className={styles.price}>{formatKm(product.price)}</span>
    </li>
  );
}

function countText(count: number): string {
  if (count === 0) return 'No products match';
  return `${count} ${count === 1 ? 'product matches' : 'products match'}`;
}
