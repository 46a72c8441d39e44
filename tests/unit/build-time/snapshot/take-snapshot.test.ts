// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { takeSnapshot, type SnapshotTiming } from '../../../../build-time/snapshot/take-snapshot';
import { useMockServer } from '../../support/harness';

const mock = useMockServer();
const QUICK: SnapshotTiming = { wakeWindowMs: 3_000, retryMs: 50, requestTimeoutMs: 1_000 };

let stubs: Server[] = [];
afterEach(() => {
  stubs.forEach((stub) => stub.close());
  stubs = [];
});

/** An API that answers `asleep` calls with 503 before it serves the mock's answers. */
async function sleepyApi(asleep: number): Promise<{ url: string; calls: () => number }> {
  let calls = 0;
  const stub = createServer((request, response) => {
    calls += 1;
    if (calls <= asleep) {
      response.writeHead(503).end('Service waking up');
      return;
    }
    void fetch(`${mock.url()}${request.url}`).then(async (answer) => {
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(await answer.text());
    });
  });
  stubs.push(stub);
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`, calls: () => calls };
}

describe("the build's snapshot of the API", () => {
  it("holds the unfiltered list, and reads a listed product's details when asked", async () => {
    const result = await takeSnapshot(mock.url(), QUICK);
    if (!('snapshot' in result)) throw new Error(result.failure);
    const list = (await (await fetch(`${mock.url()}/api/products`)).json()) as Array<{
      id: number;
    }>;
    expect(result.snapshot.products).toEqual(list);
    const first = list[0].id;
    expect((await result.snapshot.details(first))?.product.id).toBe(first);
    // A product the API does not know has no details, and no page of its own.
    expect(
      await result.snapshot.details(Math.max(...list.map(({ id }) => id)) + 1),
    ).toBeUndefined();
  });

  it('waits for a sleeping API to wake', async () => {
    const api = await sleepyApi(3);
    const result = await takeSnapshot(api.url, QUICK);
    expect('snapshot' in result).toBe(true);
    expect(api.calls()).toBeGreaterThan(3);
  });

  it('gives up, in words, on an API that stays asleep past the window', async () => {
    const api = await sleepyApi(Number.MAX_SAFE_INTEGER);
    const result = await takeSnapshot(api.url, { ...QUICK, wakeWindowMs: 300 });
    expect(result).toEqual({ failure: expect.stringMatching(/answered 503, still after 0.3 s/) });
  });

  it('gives up at once where nothing answers', async () => {
    const stub = createServer();
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const { port } = stub.address() as AddressInfo;
    stub.close();
    const started = Date.now();
    const result = await takeSnapshot(`http://127.0.0.1:${port}`, QUICK);
    expect(result).toEqual({ failure: `nothing answers at http://127.0.0.1:${port}` });
    expect(Date.now() - started).toBeLessThan(QUICK.wakeWindowMs);
  });
});
