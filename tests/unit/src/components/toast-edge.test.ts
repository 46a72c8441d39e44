import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  edgeAwayFromAttention,
  watchWhereAttentionIs,
} from '../../../../src/components/toast-edge';

/** A button drawn `top` px from the screen's top, 40 px high. */
function buttonAt(top: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 100, height: 40 });
  document.body.append(button);
  return button;
}

const press = (element: Element, clientY: number) =>
  element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, clientY }));
const typeKey = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));

describe('the edge a toast shows at (window 768 px high)', () => {
  beforeAll(() => watchWhereAttentionIs());
  afterEach(() => {
    typeKey();
    document.body.replaceChildren();
  });

  it('is the foot when nothing was pressed or focused', () => {
    expect(edgeAwayFromAttention()).toBe('bottom');
  });

  it('is the top when the button tapped is in the lower half, the foot when in the upper', () => {
    press(buttonAt(700), 720);
    expect(edgeAwayFromAttention()).toBe('top');
    press(buttonAt(100), 120);
    expect(edgeAwayFromAttention()).toBe('bottom');
  });

  it('follows the button tapped where the page has scrolled it since', () => {
    const button = buttonAt(700);
    press(button, 720);
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 80, width: 100, height: 40 });
    expect(edgeAwayFromAttention()).toBe('bottom');
  });

  it('uses where the tap was when the button tapped has left the page', () => {
    const button = buttonAt(100);
    press(button, 700);
    button.remove();
    expect(edgeAwayFromAttention()).toBe('top');
  });

  it('after a key, follows the focused element instead of the last tap', () => {
    press(buttonAt(700), 720);
    typeKey();
    buttonAt(650).focus();
    expect(edgeAwayFromAttention()).toBe('top');
    buttonAt(60).focus();
    expect(edgeAwayFromAttention()).toBe('bottom');
  });
});
