import {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useQuery,
  type QueryKey,
} from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadQuery } from '../../../src/lib/preload-query';

/** A query whose answers are numbered by call; the calls listed in `failing` fail. */
function countedQuery(queryKey: QueryKey, failing: number[] = []) {
  const counter = { calls: 0 };
  const options = queryOptions({
    queryKey,
    queryFn: async () => {
      counter.calls += 1;
      if (failing.includes(counter.calls)) throw new Error(`call ${counter.calls} failed`);
      return counter.calls;
    },
    retry: false,
  });
  return { counter, options };
}

function Screen({ options }: { options: ReturnType<typeof countedQuery>['options'] }) {
  const { data, error, isPending } = useQuery(options);
  if (isPending) return <p>loading</p>;
  return <p>{error ? error.message : `answer ${data}`}</p>;
}

function show(client: QueryClient, options: ReturnType<typeof countedQuery>['options']) {
  return render(
    <QueryClientProvider client={client}>
      <Screen options={options} />
    </QueryClientProvider>,
  );
}

describe('preloadQuery', () => {
  it('the first screen takes an answer that came before it; a later one asks again', async () => {
    const client = new QueryClient();
    const { counter, options } = countedQuery(['things', {}]);
    preloadQuery(client, options);
    await waitFor(() => expect(client.getQueryState(options.queryKey)?.status).toBe('success'));

    const first = show(client, options);
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    expect(counter.calls).toBe(1);
    first.unmount();

    show(client, options);
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
  });

  it('the first screen shows a failure that came before it; a later one retries', async () => {
    const client = new QueryClient();
    const { counter, options } = countedQuery(['things', {}], [1]);
    preloadQuery(client, options);
    await waitFor(() => expect(client.getQueryState(options.queryKey)?.status).toBe('error'));

    const first = show(client, options);
    expect(await screen.findByText('call 1 failed')).toBeInTheDocument();
    expect(counter.calls).toBe(1);
    first.unmount();

    show(client, options);
    expect(await screen.findByText('answer 2')).toBeInTheDocument();
  });

  it('a screen mounted while the answer is on its way waits for it', async () => {
    const client = new QueryClient();
    const { counter, options } = countedQuery(['things', {}]);
    preloadQuery(client, options);
    show(client, options);
    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    expect(counter.calls).toBe(1);
  });

  it('other queries its key reaches follow their own options once a screen has shown one', async () => {
    const client = new QueryClient();
    const preloaded = countedQuery(['things', {}]);
    const other = countedQuery(['things', { name: 'lamp' }]);
    preloadQuery(client, preloaded.options);
    show(client, preloaded.options).unmount();
    await client.prefetchQuery(other.options);

    show(client, other.options);
    await waitFor(() => expect(other.counter.calls).toBe(2));
  });
});
