import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyPart } from '../../../components/lazy-part';
import { tellNotOpened } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import { classes } from '../../../components/ui/palette';
import { searchHref, searchWordsOf } from '../../catalogue';
import { WORDS_SET } from './field-events';
import type { PopupState } from './search-suggestions';
import hidden from '../../../components/ui/visually-hidden.module.css';
import styles from './search-field.module.css';

// What makes the field a combobox (the suggestions, their keys, MiniSearch and the whole list)
// loads when the field is first used: the first load carries a plain search form.
const SearchSuggestions = lazyPart(
  () => import('./search-suggestions').then((module) => module.SearchSuggestions),
  tellNotOpened,
);

const CLOSED: PopupState = { expanded: false };

/**
 * The top bar's search: a plain form (Enter opens `/?q=…`, with the catalogue's other filters
 * kept), whose suggestions as the shopper types come with the field's first use. On a phone it
 * opens from its icon.
 */
export function SearchField() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = location.pathname === paths.home ? searchWordsOf(location.search) : '';
  const [used, setUsed] = useState(false);
  const [shownOnPhone, setShownOnPhone] = useState(false);
  const [popup, setPopup] = useState<PopupState>(CLOSED);
  const input = useRef<HTMLInputElement>(null);
  // Also as state: the suggestions part subscribes to the field.
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const attach = useCallback((element: HTMLInputElement | null) => {
    input.current = element;
    setField(element);
  }, []);
  const ids = useId();
  const listboxId = `${ids}-suggestions`;

  // Back, Forward and a shared address show their own search; what was typed before the page
  // woke stays.
  const urlShown = useRef(fromUrl);
  useEffect(() => {
    const element = input.current;
    if (urlShown.current === fromUrl || !element) return;
    urlShown.current = fromUrl;
    element.value = fromUrl;
    element.dispatchEvent(new Event(WORDS_SET));
  }, [fromUrl]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchHref(input.current?.value ?? '', location));
  };
  const toggleOnPhone = () => {
    setShownOnPhone(!shownOnPhone);
    if (!shownOnPhone) requestAnimationFrame(() => input.current?.focus());
  };
  // Typing counts as use too: a background window's focus event may never come.
  const use = () => setUsed(true);

  return (
    <>
      <button
        type="button"
        className={styles.phoneToggle}
        aria-label="Search products"
        aria-expanded={shownOnPhone}
        aria-controls={`${ids}-form`}
        onClick={toggleOnPhone}
      >
        <LuSearch aria-hidden focusable="false" />
      </button>
      <form
        id={`${ids}-form`}
        role="search"
        aria-label="Products"
        action={paths.home}
        className={classes(styles.form, shownOnPhone && styles.shownOnPhone)}
        onSubmit={submit}
      >
        <label htmlFor={`${ids}-input`} className={hidden.visuallyHidden}>
          Search products
        </label>
        <LuSearch aria-hidden focusable="false" className={styles.icon} />
        <input
          ref={attach}
          id={`${ids}-input`}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-controls={listboxId}
          aria-expanded={popup.expanded}
          aria-activedescendant={popup.activeId}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search products"
          className={styles.input}
          defaultValue={fromUrl}
          onFocus={use}
          onInput={use}
        />
        {used && field && (
          <SearchSuggestions field={field} listboxId={listboxId} onPopup={setPopup} />
        )}
      </form>
    </>
  );
}
