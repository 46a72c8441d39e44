import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyPart } from '../../../components/lazy-part';
import { tellNotOpened } from '../../../components/toaster';
import { paths } from '../../../config/paths';
import { classes } from '../../../components/ui/palette';
import { searchHref, searchWordsOf } from '../../catalogue';
import type { PopupState } from './search-suggestions';
import hidden from '../../../components/ui/visually-hidden.module.css';
import styles from './search-field.module.css';

// The suggestions (MiniSearch, the whole list, the listbox) load when the field is first used.
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
  const [typed, setTyped] = useState(fromUrl);
  const [used, setUsed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [shownOnPhone, setShownOnPhone] = useState(false);
  const [popup, setPopup] = useState<PopupState>(CLOSED);
  const keyHandler = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | undefined>(
    undefined,
  );
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();
  const listboxId = `${ids}-suggestions`;

  // Back, Forward and a shared address show their own search.
  const [urlSeen, setUrlSeen] = useState(fromUrl);
  if (urlSeen !== fromUrl) {
    setUrlSeen(fromUrl);
    setTyped(fromUrl);
  }

  const use = () => {
    setUsed(true);
    setFocused(true);
  };
  const seeAll = () => {
    setPopup(CLOSED);
    void navigate(searchHref(typed, location));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    seeAll();
  };
  const showOnPhone = () => {
    setShownOnPhone(true);
    requestAnimationFrame(() => input.current?.focus());
  };

  return (
    <>
      <button
        type="button"
        className={styles.phoneToggle}
        aria-label="Search products"
        aria-expanded={shownOnPhone}
        aria-controls={`${ids}-form`}
        onClick={() => (shownOnPhone ? setShownOnPhone(false) : showOnPhone())}
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
          ref={input}
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
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            // Typing is focus, also where a background window's focus event never came.
            use();
          }}
          onFocus={use}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => keyHandler.current?.(event)}
        />
        {used && (
          <SearchSuggestions
            listboxId={listboxId}
            typed={typed}
            focused={focused}
            onPopup={setPopup}
            onKeys={(handler) => (keyHandler.current = handler)}
            onSeeAll={seeAll}
          />
        )}
      </form>
    </>
  );
}
