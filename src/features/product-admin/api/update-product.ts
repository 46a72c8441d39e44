import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { productKeys, productQuery } from '../../catalogue';
import {
  changedFields,
  changesToSend,
  editConflicts,
  editedFieldsOf,
  type EditConflict,
  type EditedFields,
} from '../forms/product-edit';
import { uploadImage, type UploadOptions } from '../storage';

export interface ProductChanges {
  product_name: string;
  description: string;
  price: number;
  quantity: number;
  image_url: string;
}

export function updateProduct(id: number, changes: ProductChanges) {
  return apiRequest<unknown>('updateProduct', { params: { id }, body: changes });
}

export interface UpdateProductInput {
  id: number;
  /** The fields and the picture as the form opened with them (or as last seen in a conflict). */
  opened: EditedFields;
  openedImageUrl: string;
  /** The fields as the form holds them now. */
  edited: EditedFields;
  newImage: File | null;
  /** Follows (and can cancel) the new picture's upload. */
  upload?: UploadOptions;
}

/** Saved, or nothing sent because someone else changed what this edit changes. */
export type UpdateOutcome = { saved: true } | { saved: false; conflicts: EditConflict[] };

const EDIT_FALLBACK_MESSAGE = 'Something went wrong.';

/** Section 8 of the spec: an edit failure with no message of its own says 'Something went wrong.'. */
function editFailureMessage(error: Error): string {
  return error instanceof ApiError && error.message ? error.message : EDIT_FALLBACK_MESSAGE;
}

/**
 * The API has no versions: the product is read again just before saving, and the save stops
 * with the conflicts when someone else changed a field this edit changes. Only the changed
 * fields are sent (changesToSend); a newly chosen picture is uploaded last, once nothing stops
 * the save, and replaces the old one.
 */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateProductInput): Promise<UpdateOutcome> => {
      const { id, opened, openedImageUrl, edited, newImage, upload } = input;
      const current = await queryClient.fetchQuery({ ...productQuery(id), staleTime: 0 });
      const conflicts = editConflicts(
        { opened, openedImageUrl, edited, newImage: newImage !== null },
        { ...editedFieldsOf(current), image_url: current.image_url },
      );
      if (conflicts.length > 0) return { saved: false, conflicts };
      if (changedFields(opened, edited).length === 0 && !newImage) return { saved: true };
      const imageUrl = newImage ? await uploadImage(newImage, upload) : '';
      await updateProduct(id, changesToSend(opened, edited, imageUrl));
      return { saved: true };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
    meta: { failureMessage: editFailureMessage },
  });
}
