import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { productKeys } from '../../catalogue';
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
  changes: Omit<ProductChanges, 'image_url'>;
  /** The picture the product has now; kept unless a new image is chosen. */
  currentImageUrl: string;
  newImage: File | null;
  /** Follows (and can cancel) the new picture's upload. */
  upload?: UploadOptions;
}

const EDIT_FALLBACK_MESSAGE = 'Something went wrong.';

/** Section 8 of the spec: an edit failure with no message of its own says 'Something went wrong.'. */
function editFailureMessage(error: Error): string {
  return error instanceof ApiError && error.message ? error.message : EDIT_FALLBACK_MESSAGE;
}

/** A newly chosen picture is uploaded first and replaces the old one; else image_url is kept. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes, currentImageUrl, newImage, upload }: UpdateProductInput) => {
      const image_url = newImage ? await uploadImage(newImage, upload) : currentImageUrl;
      return updateProduct(id, { ...changes, image_url });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
    meta: { failureMessage: editFailureMessage },
  });
}
