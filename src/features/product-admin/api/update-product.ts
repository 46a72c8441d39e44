import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/api-client';
import { productQueryKey, productsQueryKey } from '../../catalogue';
import { uploadImage } from '../storage';

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
}

/** A newly chosen picture is uploaded first and replaces the old one; else image_url is kept. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes, currentImageUrl, newImage }: UpdateProductInput) => {
      const image_url = newImage ? await uploadImage(newImage) : currentImageUrl;
      return unwrap(await updateProduct(id, { ...changes, image_url }));
    },
    onSuccess: (_data, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productsQueryKey }),
        queryClient.invalidateQueries({ queryKey: productQueryKey(id) }),
      ]),
  });
}
