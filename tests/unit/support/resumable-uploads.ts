import {
  getDownloadURL,
  getMetadata,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadTask,
} from 'firebase/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_UPLOAD_DELAY_MS } from '../../../mocks/scenarios/storage';
import { MAX_OBJECT_BYTES } from '../../../mocks/storage/objects';
import { BUCKET, PICTURES, SVG_WITH_SCRIPT } from '../../support/storage-upload';

/** One of the mock's runtimes, as the Firebase SDK reaches it. */
export interface UploadRuntime {
  /** The storage service's origin. */
  base: () => string;
  storage: () => FirebaseStorage;
  useScenarios: (names: string[]) => Promise<void> | void;
  clearScenarios: () => Promise<void> | void;
  /** What a browser adds to the SDK's calls from the shop's page. */
  pageHeaders: Record<string, string>;
}

const KB = 1024;
/** The SDK uploads a file above this in chunks (resumable); up to it in one request (multipart). */
const ONE_SHOT_LIMIT = 256 * KB;

/** A PNG's signature, then bytes that differ from their neighbours, so a misplaced chunk shows. */
function pngOfSize(size: number): Uint8Array {
  const bytes = Uint8Array.from({ length: size }, (_, index) => (index * 7 + 3) % 251);
  bytes.set(PICTURES['image/png']);
  return bytes;
}

const MEGABYTE_PNG = pngOfSize(1024 * KB);

/** One upload call as seen on the wire: its command, offset and what came back. */
interface Exchange {
  name: string | null;
  line: string;
  ms: number;
}

/**
 * Records the SDK's upload calls (POSTs to the bucket) as `command@offset outcome`, `dropped`
 * for a connection that closed without a response; adds the page's headers to every call.
 */
function recordUploadCalls(pageHeaders: Record<string, string>): Exchange[] {
  const exchanges: Exchange[] = [];
  const send = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    for (const [header, value] of Object.entries(pageHeaders)) headers.set(header, value);
    if (init.method !== 'POST') return send(input, { ...init, headers });
    const offset = headers.get('X-Goog-Upload-Offset');
    const command =
      (headers.get('X-Goog-Upload-Command') ?? headers.get('X-Goog-Upload-Protocol') ?? '') +
      (offset === null ? '' : `@${offset}`);
    const name = new URL(String(input)).searchParams.get('name');
    const begun = performance.now();
    const record = (outcome: string) =>
      exchanges.push({ name, line: `${command} ${outcome}`, ms: performance.now() - begun });
    try {
      const response = await send(input, { ...init, headers });
      const received = response.headers.get('X-Goog-Upload-Size-Received');
      record(`${response.status}${received === null ? '' : ` received ${received}`}`);
      return response;
    } catch (error) {
      record('dropped');
      throw error;
    }
  });
  return exchanges;
}

const linesOf = (exchanges: Exchange[], name?: string) =>
  exchanges.filter((exchange) => name === undefined || exchange.name === name).map((e) => e.line);

/** Every progress figure the task reports, from the first (0) to the last. */
function progressOf(task: UploadTask): number[] {
  const progress: number[] = [];
  task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
  return progress;
}

/** The tests of the resumable protocol and its scenarios, against one runtime. */
export function describeResumableUploads(runtime: UploadRuntime): void {
  let exchanges: Exchange[];
  let uploads = 0;
  const freshName = (extension = 'png') =>
    `product_picture/resumable-${Date.now()}-${(uploads += 1)}.${extension}`;

  beforeEach(() => {
    exchanges = recordUploadCalls(runtime.pageHeaders);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await runtime.clearScenarios();
  });

  function upload(name: string, bytes: Uint8Array, contentType = 'image/png') {
    const task = uploadBytesResumable(ref(runtime.storage(), name), bytes, { contentType });
    return { task, progress: progressOf(task) };
  }

  async function storedBytes(name: string): Promise<Uint8Array> {
    const url = await getDownloadURL(ref(runtime.storage(), name));
    expect(url.startsWith(runtime.base())).toBe(true);
    return new Uint8Array(await (await fetch(url)).arrayBuffer());
  }

  describe('uploadBytesResumable', () => {
    it('uploads a 1 MB picture in chunks, reporting progress, and stores its bytes', async () => {
      const name = freshName();
      const { task, progress } = upload(name, MEGABYTE_PNG);

      const done = await task;

      expect(done.state).toBe('success');
      expect(done.metadata).toMatchObject({ fullPath: name, size: MEGABYTE_PNG.length });
      expect(progress).toEqual([0, 256 * KB, 768 * KB, 1024 * KB]);
      expect(linesOf(exchanges)).toEqual([
        'start 200',
        'upload@0 200',
        `upload@${256 * KB} 200`,
        `upload, finalize@${768 * KB} 200`,
      ]);
      expect(await storedBytes(name)).toEqual(MEGABYTE_PNG);
    });

    it.each([
      ['an SVG', 'product_picture/big.svg', 'image/svg+xml', () => svgOfSize(300 * KB)],
      ['a picture outside product_picture/', 'elsewhere/big.png', 'image/png', () => MEGABYTE_PNG],
      [
        'a declared size above 2 MB',
        'product_picture/huge.png',
        'image/png',
        () => pngOfSize(MAX_OBJECT_BYTES + 1),
      ],
    ])('refuses %s at the start, before a byte is sent', async (_case, name, type, bytes) => {
      const { task } = upload(name, bytes(), type);

      await expect(task).rejects.toMatchObject({ code: 'storage/unauthorized', status: 403 });
      expect(linesOf(exchanges)).toEqual(['start 403']);
      await expect(getMetadata(ref(runtime.storage(), name))).rejects.toMatchObject({
        code: 'storage/object-not-found',
      });
    });

    it('refuses bytes that are not the declared picture once the last chunk is in', async () => {
      const name = freshName();
      const { task } = upload(name, new Uint8Array(300 * KB));

      await expect(task).rejects.toMatchObject({ code: 'storage/unauthorized', status: 403 });
      expect(linesOf(exchanges)).toEqual([
        'start 200',
        'upload@0 200',
        `upload, finalize@${256 * KB} 403`,
      ]);
    });

    it('cancels under slow-upload once progress shows, and stores nothing', async () => {
      await runtime.useScenarios(['slow-upload']);
      const name = freshName();
      const { task } = upload(name, MEGABYTE_PNG);
      await new Promise<void>((resolve) => {
        task.on('state_changed', (snapshot) => snapshot.bytesTransferred > 0 && resolve());
      });
      expect(task.snapshot).toMatchObject({ state: 'running', bytesTransferred: 256 * KB });

      task.cancel();

      await expect(task).rejects.toMatchObject({ code: 'storage/canceled' });
      await expect(getMetadata(ref(runtime.storage(), name))).rejects.toMatchObject({
        code: 'storage/object-not-found',
      });
      expect(linesOf(exchanges)).toEqual(['start 200', 'upload@0 200']);
      // Timers may fire a millisecond before the figure they were set to.
      for (const { ms } of exchanges) expect(ms).toBeGreaterThanOrEqual(SLOW_UPLOAD_DELAY_MS - 5);
    });

    it('under upload-interrupted, resumes a chunked upload where the connection dropped and sends a small one again', async () => {
      await runtime.useScenarios(['upload-interrupted']);
      const small = pngOfSize(200 * KB);
      expect(small.length).toBeLessThanOrEqual(ONE_SHOT_LIMIT);
      const [largeName, smallName] = [freshName(), freshName()];
      const large = upload(largeName, MEGABYTE_PNG);
      const oneShot = upload(smallName, small);

      await Promise.all([large.task, oneShot.task]);

      // The dropped chunk (256 to 768 KB) left the bytes up to the half; the SDK sends it again
      // after its back-off, is told the offset is stale (503), queries, and goes on from the half.
      expect(linesOf(exchanges, largeName)).toEqual([
        'start 200',
        'upload@0 200',
        `upload@${256 * KB} dropped`,
        `upload@${256 * KB} 503`,
        `query 200 received ${512 * KB}`,
        `upload@${512 * KB} 200`,
        `upload, finalize@${768 * KB} 200`,
      ]);
      expect(large.progress).toEqual([0, 256 * KB, 512 * KB, 768 * KB, 1024 * KB]);
      expect(await storedBytes(largeName)).toEqual(MEGABYTE_PNG);

      expect(linesOf(exchanges, smallName)).toEqual(['multipart dropped', 'multipart 200']);
      expect(oneShot.progress).toEqual([0, small.length]);
      expect(await storedBytes(smallName)).toEqual(small);
    });
  });

  describe('the resumable protocol on the wire', () => {
    const declared = 2000;
    const picture = pngOfSize(declared);

    const startRequest = (name: string) =>
      fetch(`${runtime.base()}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: {
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
          'X-Goog-Upload-Header-Content-Length': String(declared),
          'X-Goog-Upload-Header-Content-Type': 'image/png',
          'Content-Type': 'application/json; charset=utf-8',
        },
        body: JSON.stringify({ name, contentType: 'image/png' }),
      });

    /** The session's URL. */
    async function startUpload(name: string): Promise<string> {
      const response = await startRequest(name);
      expect(response.status).toBe(200);
      expect(response.headers.get('X-Goog-Upload-Status')).toBe('active');
      return response.headers.get('X-Goog-Upload-URL') ?? '';
    }

    const send = (url: string, command: string, offset?: number, body?: Uint8Array) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'X-Goog-Upload-Command': command,
          ...(offset !== undefined && { 'X-Goog-Upload-Offset': String(offset) }),
        },
        body: body as BodyInit | undefined,
      });

    async function expectError(response: Response, status: number) {
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({
        error: { code: status, message: expect.any(String) },
      });
    }

    it('gives a session URL on the same origin, and answers query, offsets and sizes', async () => {
      const url = await startUpload(freshName());
      expect(new URL(url).origin).toBe(new URL(runtime.base()).origin);
      expect(new URL(url).searchParams.get('upload_id')).toEqual(expect.any(String));

      expect((await send(url, 'upload', 0, picture.subarray(0, 500))).status).toBe(200);
      await expectError(await send(url, 'upload', 0, picture.subarray(0, 500)), 503);
      const query = await send(url, 'query');
      expect(query.status).toBe(200);
      expect(query.headers.get('X-Goog-Upload-Status')).toBe('active');
      expect(query.headers.get('X-Goog-Upload-Size-Received')).toBe('500');
      await expectError(await send(url, 'upload, finalize', 500, pngOfSize(declared)), 400);
      await expectError(await send(url, 'upload, finalize', 500, picture.subarray(500, 900)), 400);
      const resumeAt = Number(
        (await send(url, 'query')).headers.get('X-Goog-Upload-Size-Received'),
      );

      const final = await send(url, 'upload, finalize', resumeAt, picture.subarray(resumeAt));
      expect(final.status).toBe(200);
      expect(final.headers.get('X-Goog-Upload-Status')).toBe('final');
      expect(await final.json()).toMatchObject({
        size: String(declared),
        contentType: 'image/png',
      });
      expect((await send(url, 'query')).headers.get('X-Goog-Upload-Status')).toBe('final');
      await expectError(await send(url, 'upload', declared, picture.subarray(0, 1)), 400);
    });

    it('cancels a session, after which it is unknown (404), as is a made-up one', async () => {
      const url = await startUpload(freshName());
      const cancelled = await send(url, 'cancel');
      expect(cancelled.status).toBe(200);
      expect(cancelled.headers.get('X-Goog-Upload-Status')).toBe('cancelled');
      await expectError(await send(url, 'query'), 404);
      const madeUp = new URL(url);
      madeUp.searchParams.set('upload_id', 'made-up');
      await expectError(await send(madeUp.href, 'upload', 0, picture), 404);
    });

    it('never overwrites: a start for a name another upload took is refused', async () => {
      const name = freshName();
      const url = await startUpload(name);
      expect((await send(url, 'upload, finalize', 0, picture)).status).toBe(200);
      const again = await startRequest(name);
      await expectError(again, 403);
    });
  });
}

function svgOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(SVG_WITH_SCRIPT);
  return bytes;
}
