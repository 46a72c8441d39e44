import {
  changedFields as changedOf,
  fieldConflicts,
  type FieldConflict,
} from '../../../lib/edit-conflicts';
import { formatKm } from '../../../lib/format';
import type { Product } from '../../catalogue';
import { productFields, type ProductFieldValues } from './product-schema';

/** What an edit form can change, as the API holds it. */
export type EditedFields = Pick<Product, 'product_name' | 'description' | 'price' | 'quantity'>;
export type EditedField = keyof EditedFields;

const EDITED_FIELDS: readonly EditedField[] = ['product_name', 'description', 'price', 'quantity'];

/**
 * The value that asks the API to leave a field as it is: the API keeps a field sent empty, or as
 * a number not above 0. An edit sends only what its author changed, so a colleague's change of
 * another field, or the stock a shopper bought down meanwhile, is never written back.
 */
const KEEP: EditedFields = { product_name: '', description: '', price: 0, quantity: 0 };

/** A product's editable fields as its form shows them. */
export function formValuesOf(product: EditedFields): ProductFieldValues {
  return {
    product_name: product.product_name,
    quantity: String(product.quantity),
    price: String(product.price),
    description: product.description,
  };
}

/** A product's editable fields as the form sends them (trimmed, the price in whole cents). */
export const editedFieldsOf = (product: EditedFields): EditedFields =>
  productFields(formValuesOf(product));

/** The fields whose value in `edited` differs from the one the form opened with. */
export const changedFields = (opened: EditedFields, edited: EditedFields): EditedField[] =>
  changedOf(EDITED_FIELDS, opened, edited);

/** The update's body: the changed fields, and "keep it" for the others. */
export function changesToSend(
  opened: EditedFields,
  edited: EditedFields,
  imageUrl: string,
): EditedFields & { image_url: string } {
  const body = { ...KEEP, image_url: imageUrl };
  for (const field of changedFields(opened, edited))
    Object.assign(body, { [field]: edited[field] });
  return body;
}

/**
 * A field both this person and someone else changed since the form opened, to different values;
 * the picture when both chose a new one.
 */
export type EditConflict = FieldConflict<EditedField> | { field: 'image_url'; theirs: string };

export interface EditState {
  /** The fields as the form opened with them. */
  opened: EditedFields;
  openedImageUrl: string;
  /** The fields as the form holds them now. */
  edited: EditedFields;
  newImage: boolean;
}

/** What someone else changed that this edit would undo, against the product as it is now. */
export function editConflicts(
  { opened, openedImageUrl, edited, newImage }: EditState,
  current: EditedFields & { image_url: string },
): EditConflict[] {
  const conflicts: EditConflict[] = fieldConflicts(EDITED_FIELDS, opened, edited, current);
  if (newImage && current.image_url !== openedImageUrl) {
    conflicts.push({ field: 'image_url', theirs: current.image_url });
  }
  return conflicts;
}

const LABELS: Record<EditConflict['field'], string> = {
  product_name: 'Product name',
  description: 'Description',
  price: 'Price (BAM)',
  quantity: 'Quantity',
  image_url: 'Picture',
};

const shown = (field: EditedField, value: string | number) =>
  field === 'price' ? formatKm(Number(value)) : `“${value}”`;

/** A conflict in words, for the form's alert. */
export function shownConflict(conflict: EditConflict) {
  const { field } = conflict;
  const values =
    'yours' in conflict
      ? `now ${shown(conflict.field, conflict.theirs)}, yours ${shown(conflict.field, conflict.yours)}.`
      : 'someone else put a new picture; yours replaces it if you save.';
  return { key: field, label: LABELS[field], values };
}
