import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productKeys, type Product } from '../../catalogue';
import { uploadImage, type UploadOptions } from '../storage';

export type NewProduct = Omit<Product, 'id'>;

export function createProduct(product: NewProduct) {
  return apiRequest<unknown>('createProduct', { body: product });
}

export interface CreateProductInput {
  product: Omit<NewProduct, 'image_url'>;
  image: File;
  /** Follows (and can cancel) the picture's upload. */
  upload?: UploadOptions;
}

/** Uploads the picture first; a storage failure throws before the product call is made. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, image, upload }: CreateProductInput) => {
      const image_url = await uploadImage(image, upload);
      return createProduct({ ...product, image_url });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
