/** The screen's edge a toast shows at. */
export type ToastEdge = 'top' | 'bottom';

/** What the visitor last pressed with a pointer; undefined once they use the keyboard. */
let pressed: { element: Element | null; y: number } | undefined;

/**
 * Keeps track of where the visitor's attention is: the element last tapped or clicked, or, once
 * they use the keyboard, the focused one. Call once, before the page takes input.
 */
export function watchWhereAttentionIs(): void {
  const options = { capture: true, passive: true };
  document.addEventListener(
    'pointerdown',
    (event) => (pressed = { element: event.target as Element | null, y: event.clientY }),
    options,
  );
  document.addEventListener('keydown', () => (pressed = undefined), options);
}

/** Where on the screen the visitor's attention is: the middle of what they pressed or focused. */
function attentionY(): number | undefined {
  const element = pressed ? pressed.element : document.activeElement;
  // The page may have scrolled since: the element's place now, while it is still there.
  if (element?.isConnected && element !== document.body && element !== document.documentElement) {
    const { top, height } = element.getBoundingClientRect();
    if (height > 0) return top + height / 2;
  }
  return pressed?.y;
}

/**
 * The edge away from what the visitor just used: a toast never covers the button they tapped
 * (a phone's Add to cart sits at the foot of the screen) nor the element they focused. At the
 * foot unless their attention is in the screen's lower half.
 */
export function edgeAwayFromAttention(): ToastEdge {
  const y = attentionY();
  return y !== undefined && y > window.innerHeight / 2 ? 'top' : 'bottom';
}
