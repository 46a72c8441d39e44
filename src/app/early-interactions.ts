/**
 * Keeps what a visitor does on a prerendered page before the app has hydrated it, and hands it to
 * the app once it has (docs/decisions/0001-input-before-hydration.md):
 * - taps on buttons and form submits are held and replayed: a tap on Filters or Add to cart in
 *   the page's first second is not lost, and the browser never sends a form by itself (a
 *   sign-in's password would go in the address);
 * - what is typed, pasted or autofilled into a field is noted, and given to the app's state as
 *   if typed again, with focus and caret where the visitor left them: the app's first renders
 *   set each controlled field back to its state, which would erase it.
 * Links are left alone: before hydration they load their page, as they would without script.
 *
 * The build writes this function into each page's `<head>` as an inline script
 * (build-time/plugins/early-taps-in-head.ts), so it listens from the first paint, while the rest of
 * the page is still being parsed. It leaves `window.__stopHoldingEarlyTaps` for the app, to call
 * just before hydration starts: from then on React answers a tap itself (it hydrates the tapped
 * part first), so a tap still held would be done twice. That call gives the replay, to run once
 * the first render has committed; fields are noted until then, as hydration takes a while.
 * It must stay self-contained: its source is copied as it is.
 */
export function holdEarlyInteractions(): StopHoldingEarlyTaps {
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  interface Typed {
    value: string;
    checked: boolean;
    selection: [number, number] | null;
  }
  const held: Array<() => void> = [];
  const typed = new Map<Field, Typed>();
  let lastFocused: Field | null = null;
  const root = () => document.getElementById('root');
  const inRoot = (element: Element) => !!root()?.contains(element);
  const isField = (target: EventTarget | null): target is Field =>
    (target instanceof HTMLInputElement && target.type !== 'file') ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement;
  const isToggle = (field: Field) =>
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
  const selectionOf = (field: Field): [number, number] | null => {
    try {
      const { selectionStart, selectionEnd } = field as HTMLInputElement;
      return selectionStart === null ? null : [selectionStart, selectionEnd ?? selectionStart];
    } catch {
      return null; // an email or number field has no selection to read
    }
  };
  const note = (field: Field) =>
    typed.set(field, {
      value: field.value,
      checked: (field as HTMLInputElement).checked,
      selection: selectionOf(field),
    });

  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !inRoot(button)) return;
    // A submit button's click would send its form; the replayed click sends it through the app.
    event.preventDefault();
    held.push(() => button.click());
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inRoot(form)) return;
    event.preventDefault();
    held.push(() => form.requestSubmit());
  };
  /**
   * A value is what the last input or change event left; a caret, where the visitor last put it
   * in that value (the app's first renders may set a field back to its state: no visitor's doing).
   */
  const noteField = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !inRoot(field)) return;
    const noted = typed.get(field);
    if (event.type === 'input' || event.type === 'change') note(field);
    else if (noted && noted.value === field.value) noted.selection = selectionOf(field);
  };
  const noteFocus = (event: Event) => {
    if (isField(event.target) && inRoot(event.target)) lastFocused = event.target;
  };
  const fieldEvents = ['input', 'change', 'keyup', 'select', 'pointerup'];

  /** The field as the app drew it now: the same element, or the one with its id or name. */
  const current = (field: Field): Field | null => {
    if (field.isConnected) return field;
    const found =
      (field.id ? document.getElementById(field.id) : null) ??
      (field.name ? root()?.querySelector(`[name="${CSS.escape(field.name)}"]`) : null);
    return isField(found ?? null) ? (found as Field) : null;
  };
  /**
   * Gives the app a field's value as typing would: React sees a change when the value differs from
   * the last one it saw, so the field is first set to something else through the element, then to
   * the value through its prototype, and the event the app listens to follows.
   */
  const retype = (field: Field, wanted: Typed) => {
    if (isToggle(field)) {
      const input = field as HTMLInputElement;
      // A radio button left is the one another in its group replaced: that one is given.
      if (input.type === 'radio' && !wanted.checked) return;
      input.checked = !wanted.checked;
      input.click();
      return;
    }
    const prototype = Object.getPrototypeOf(field) as object;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    field.value = wanted.value === '' ? ' ' : '';
    setValue?.call(field, wanted.value);
    field.dispatchEvent(
      new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  };

  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  for (const type of fieldEvents) document.addEventListener(type, noteField, true);
  document.addEventListener('focusin', noteFocus, true);

  function stopHolding() {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    // A field filled with no event (a password manager's fill, a form the browser restored)
    // differs from the page's markup.
    for (const field of root()?.querySelectorAll<Field>('input, textarea, select') ?? []) {
      const changed =
        field instanceof HTMLSelectElement
          ? [...field.options].some((option) => option.selected !== option.defaultSelected)
          : isToggle(field)
            ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
            : field.value !== field.defaultValue;
      if (changed && isField(field) && !typed.has(field)) note(field);
    }
    return function replay() {
      for (const type of fieldEvents) document.removeEventListener(type, noteField, true);
      document.removeEventListener('focusin', noteFocus, true);
      const focused = document.activeElement;
      for (const [noted, wanted] of typed) {
        const field = current(noted);
        if (field) retype(field, wanted);
      }
      // Hydration keeps the page's elements, so focus and each held tap find what was used.
      const toFocus = lastFocused && current(lastFocused);
      if (toFocus && (focused === toFocus || focused === document.body || focused === null)) {
        toFocus.focus({ preventScroll: true });
        const selection = typed.get(lastFocused!)?.selection;
        try {
          if (selection) (toFocus as HTMLInputElement).setSelectionRange(...selection);
        } catch {
          // a field with no caret to set
        }
      }
      typed.clear();
      for (const run of held.splice(0)) run();
    };
  }
  const forgetHeldTaps = () => void held.splice(0);
  return Object.assign(stopHolding, { forgetHeldTaps });
}

/**
 * The performance mark the app leaves once a prerendered page is hydrated and what was held has
 * been handed over (or a page rendered afresh has rendered): from then on the app answers input.
 */
export const INTERACTIVE_MARK = 'webshop:interactive';

/**
 * Stops holding taps and gives the replay of what was held. `forgetHeldTaps` drops the taps held
 * so far (the app could not start: they are not done once it does); typing stays noted.
 */
export type StopHoldingEarlyTaps = (() => () => void) & { forgetHeldTaps: () => void };

declare global {
  interface Window {
    /** Set by the page's inline script (`holdEarlyInteractions`). */
    __stopHoldingEarlyTaps?: StopHoldingEarlyTaps;
  }
}
