import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { PNG_BASE64 } from '../support/product-form';
import { fill } from './screen-helpers';

const PNG_BYTES = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
export const picture = (name = 'pixel.png') => new File([PNG_BYTES], name, { type: 'image/png' });

export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const select = (name: string) => screen.getByRole('combobox', { name });
export const price = () => screen.getByRole('spinbutton', { name: 'Price (BAM)' });

/** Chooses a picture in the drop zone, as the file chooser its button opens would. */
export async function chooseImage(user: UserEvent, file = picture()) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The drop zone has no file input.');
  await user.upload(input, file);
  expect(await screen.findByRole('img', { name: 'Product image preview' })).toBeInTheDocument();
}

/** Fills the create form's fields: a laptop named `name`, 3 in stock at 49.90. */
export async function fillProduct(user: UserEvent, name: string) {
  await user.selectOptions(select('Category'), 'Technology');
  await user.selectOptions(select('Sub category'), 'Laptops');
  await fill(user, textbox('Product name'), name);
  await user.selectOptions(select('Quantity'), '3');
  await fill(user, price(), '49.9');
  await fill(user, textbox('Description'), 'A laptop made in a screen test.');
}
