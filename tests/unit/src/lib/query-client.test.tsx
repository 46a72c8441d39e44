import { MutationObserver, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { notify } from '../../../../src/components/toaster';
import { useLogin } from '../../../../src/features/auth/api/login';
import { productQuery } from '../../../../src/features/catalogue';
import { editedFieldsOf } from '../../../../src/features/product-admin/forms/product-edit';
import { useUpdateProduct } from '../../../../src/features/product-admin/api/update-product';
import { ApiError } from '../../../../src/lib/api-client';
import { createQueryClient } from '../../../../src/lib/query-client';

vi.mock('../../../../src/components/toaster', () => ({ notify: vi.fn(), tellNotOpened: vi.fn() }));
// The image upload's code could not be loaded: an exception, not a response.
vi.mock('../../../../src/features/product-admin/storage', () => ({
  uploadImage: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

beforeEach(() => vi.mocked(notify).mockClear());

/** Runs a mutation that fails with `error` through a fresh app query client. */
async function failMutation(error: Error, meta?: { failureMessage?: (error: Error) => string }) {
  const mutation = new MutationObserver(createQueryClient(), {
    mutationFn: () => Promise.reject(error),
    meta,
  });
  await expect(mutation.mutate()).rejects.toBe(error);
}

describe('the query client shows every failure once', () => {
  it("shows a failed mutation's message as a danger toast", async () => {
    await failMutation(new ApiError(400, 'Not enough stock available'));
    expect(notify).toHaveBeenCalledExactlyOnceWith('danger', 'Not enough stock available');
  });

  it('says "Internal server error" for a failure that is not an ApiError', async () => {
    await failMutation(new TypeError('x is undefined'));
    expect(notify).toHaveBeenCalledExactlyOnceWith('danger', 'Internal server error');
  });

  it("takes the mutation's own text where it gives one", async () => {
    await failMutation(new ApiError(401, 'Invalid credentials'), {
      failureMessage: (error) => `${(error as ApiError).status}: Wrong credentials`,
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith('danger', '401: Wrong credentials');
  });

  it('shows no toast for a failed query: its screen shows the error', async () => {
    const queryClient = createQueryClient();
    const failure = new ApiError(404, 'Order not found');
    await expect(
      queryClient.fetchQuery({
        queryKey: ['orders', 'detail', 1],
        queryFn: () => Promise.reject(failure),
      }),
    ).rejects.toBe(failure);
    expect(notify).not.toHaveBeenCalled();
  });
});

function renderWithQueryClient<Result>(hook: () => Result) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper }).result;
}

describe('the texts section 8 of the spec gives for a failure', () => {
  it.each([
    [401, 'Wrong credentials'],
    [403, 'You are already signed in'],
    [500, 'Unexpected error occured'],
    [0, 'Internal server error'],
  ])('sign-in with a %i response says "%s"', async (status, text) => {
    server.use(
      http.post('*/api/auth/login', () =>
        status === 0 ? HttpResponse.error() : HttpResponse.json({ detail: 'x' }, { status }),
      ),
    );
    const login = renderWithQueryClient(useLogin);
    login.current.mutate({ username: 'admin', password: 'nope' });
    await waitFor(() => expect(notify).toHaveBeenCalledExactlyOnceWith('danger', text));
  });

  it("edit shows the server's detail, and 'Something went wrong.' when there is none", async () => {
    server.use(
      http.patch('*/api/product/:id', () =>
        HttpResponse.json({ detail: 'Product is not found' }, { status: 404 }),
      ),
    );
    const update = renderWithQueryClient(useUpdateProduct);
    const product = await createQueryClient().fetchQuery(productQuery(1));
    const opened = editedFieldsOf(product);
    const input = {
      id: 1,
      opened,
      openedImageUrl: product.image_url,
      edited: { ...opened, product_name: 'A' },
      newImage: null,
    };
    update.current.mutate(input);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledExactlyOnceWith('danger', 'Product is not found'),
    );

    vi.mocked(notify).mockClear();
    update.current.mutate({ ...input, newImage: new File(['x'], 'x.png', { type: 'image/png' }) });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledExactlyOnceWith('danger', 'Something went wrong.'),
    );
  });
});
