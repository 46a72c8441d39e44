import { virtual } from '@guidepup/virtual-screen-reader';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './render-app';
import { findToast } from './screen-helpers';

/**
 * What a screen reader says along a journey, read by a virtual screen reader from the page's
 * accessibility tree (@guidepup/virtual-screen-reader): it speaks what takes the focus and what a
 * live region announces.
 */
afterEach(() => virtual.stop());

/** The phrases spoken while `act` ran. */
async function spokenDuring(act: () => Promise<unknown>): Promise<string[]> {
  const before = (await virtual.spokenPhraseLog()).length;
  await act();
  return (await virtual.spokenPhraseLog()).slice(before);
}

describe("a shopper's journey, as a screen reader speaks it", () => {
  it("names the product's page on arrival, and Add to cart keeps the focus and is announced", async () => {
    const { user } = await renderApp('/');
    await virtual.start({ container: document.body });
    const [card] = await screen.findAllByRole('article');
    const link = within(card).getByRole('link');
    const name = link.textContent!.trim();

    const arriving = await spokenDuring(async () => {
      await user.click(link);
      const heading = await screen.findByRole('heading', { level: 1, name });
      await waitFor(() => expect(heading).toHaveFocus());
    });
    expect(arriving).toEqual([`heading, ${name}, level 1`]);

    const adding = await spokenDuring(async () => {
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await findToast('Success', 'Item added to cart');
    });
    expect(adding[0]).toBe('button, Add to cart');
    expect(adding).toContain('polite: Success');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
  });
});
