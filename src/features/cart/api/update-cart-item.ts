import { apiRequest } from '../../../lib/api-client';

export type QuantityDirection = 'inc' | 'dec';

export interface UpdateCartItemPayload {
  id: number;
  direction: QuantityDirection;
}

export function updateCartItem({ id, direction }: UpdateCartItemPayload) {
  return apiRequest<unknown>('updateCartItem', { params: { direction }, body: { id } });
}
