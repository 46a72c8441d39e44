import { describe, expect, it } from 'vitest';
import {
  changesToSend,
  editConflicts,
  editedFieldsOf,
} from '../../../../../src/features/product-admin/forms/product-edit';

const OPENED = { product_name: 'Drill', description: 'A drill.', price: 149.5, quantity: 3 };
const PICTURE = 'https://pictures.example/drill.png';

describe('an edit sends what its author changed', () => {
  it('sends a changed field and "keep it" (empty text, 0) for every other', () => {
    expect(changesToSend(OPENED, { ...OPENED, price: 99 }, '')).toEqual({
      product_name: '',
      description: '',
      price: 99,
      quantity: 0,
      image_url: '',
    });
  });

  it('compares as it sends: a name with spaces around it and a price of more decimals are the same', () => {
    const read = editedFieldsOf({ ...OPENED, product_name: ' Drill ', price: 149.499999 });
    expect(changesToSend(OPENED, read, PICTURE)).toEqual({
      product_name: '',
      description: '',
      price: 0,
      quantity: 0,
      image_url: PICTURE,
    });
  });
});

describe('what someone else changed meanwhile', () => {
  const edit = (edited: typeof OPENED, newImage = false) => ({
    opened: OPENED,
    openedImageUrl: PICTURE,
    edited,
    newImage,
  });
  const current = (changes: Partial<typeof OPENED>, image_url = PICTURE) => ({
    ...OPENED,
    ...changes,
    image_url,
  });

  it('is a conflict only in a field this edit changes too, to another value', () => {
    const mine = { ...OPENED, price: 120, quantity: 5 };
    expect(editConflicts(edit(mine), current({ price: 99, description: 'Theirs.' }))).toEqual([
      { field: 'price', theirs: 99, yours: 120 },
    ]);
    expect(editConflicts(edit(mine), current({ price: 120, quantity: 5 }))).toEqual([]);
  });

  it('is a conflict in the picture when both chose a new one', () => {
    const theirs = 'https://pictures.example/theirs.png';
    expect(editConflicts(edit(OPENED, true), current({}, theirs))).toEqual([
      { field: 'image_url', theirs },
    ]);
    expect(editConflicts(edit(OPENED, false), current({}, theirs))).toEqual([]);
  });
});
