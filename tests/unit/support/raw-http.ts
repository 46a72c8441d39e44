import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import { connect } from 'node:net';

/**
 * HTTP as a client that does not play by fetch's rules: any Host (or none), a Content-Length
 * whose body never comes, a body sent in chunks, or bytes that are not HTTP at all. Each call
 * opens a connection of its own, and fails when the server stays silent for SILENCE_MS (the fuzz
 * suites run without a test timeout: a server that never responds must fail them, not hang them).
 */
const SILENCE_MS = 15_000;
const silence = () => new Error(`The server said nothing for ${SILENCE_MS} ms.`);

export interface HttpResponseRecord {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface HttpCall {
  method?: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  /** Sent with its Content-Length. */
  body?: string | Buffer;
  /** Sent chunked (Transfer-Encoding: chunked), piece by piece. */
  chunks?: Iterable<string | Buffer>;
  /** Only the headers go out: the response must come without the body they announce. */
  withholdBody?: boolean;
}

function hostAndPort(base: string): { host: string; port: number } {
  const { hostname, port } = new URL(base);
  return { host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) };
}

export function httpCall(base: string, call: HttpCall): Promise<HttpResponseRecord> {
  const headers = { ...call.headers };
  const setsHost = Object.keys(headers).some((name) => name.toLowerCase() === 'host');
  if (call.body !== undefined) headers['Content-Length'] = Buffer.byteLength(call.body);
  // Node sends a GET's or a DELETE's body unframed unless told to chunk it.
  if (call.chunks) headers['Transfer-Encoding'] = 'chunked';
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      ...hostAndPort(base),
      method: call.method ?? 'GET',
      path: call.path,
      headers,
      setHost: !setsHost,
      agent: false,
    });
    let responded = false;
    request.setTimeout(SILENCE_MS, () => request.destroy(silence()));
    request.on('response', (response) => {
      responded = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    // The server may close the connection once it has responded, while the body still goes out.
    request.on('error', (error) => {
      if (!responded) reject(error);
    });
    if (call.withholdBody) {
      request.flushHeaders();
      return;
    }
    if (call.chunks) {
      void (async () => {
        for (const chunk of call.chunks!) {
          if (responded || request.destroyed) return;
          if (!request.write(chunk)) await new Promise((drained) => request.once('drain', drained));
        }
        request.end();
      })();
      return;
    }
    request.end(call.body);
  });
}

export interface RawResponse extends HttpResponseRecord {
  /** The interim responses' statuses before the final one (100 Continue). */
  interim: number[];
}

function decodeChunked(body: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let cursor = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', cursor);
    const size = parseInt(body.subarray(cursor, lineEnd).toString('latin1'), 16);
    if (lineEnd < 0 || !(size > 0)) return Buffer.concat(pieces);
    pieces.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    cursor = lineEnd + 2 + size + 2;
  }
}

/** Reads a response as it came over the wire: interim responses, status, headers, the body. */
function parseResponse(bytes: Buffer): RawResponse {
  const interim: number[] = [];
  let rest = bytes;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0)
      throw new Error(`No complete response: ${rest.toString('latin1').slice(0, 200)}`);
    const [statusLine, ...lines] = rest.subarray(0, headEnd).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
    rest = rest.subarray(headEnd + 4);
    if (status >= 100 && status < 200) {
      interim.push(status);
      continue;
    }
    const headers: IncomingHttpHeaders = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const chunked = /chunked/i.test(String(headers['transfer-encoding'] ?? ''));
    const body = chunked ? decodeChunked(rest) : rest;
    return { status, headers, text: body.toString('utf8'), interim };
  }
}

/**
 * Writes the bytes as they are on a new connection and reads until the server closes it (request
 * that with `Connection: close`, or send something it cannot read).
 */
export function exchange(base: string, bytes: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(hostAndPort(base));
    socket.setTimeout(SILENCE_MS, () => socket.destroy(silence()));
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('close', () => {
      try {
        resolve(parseResponse(Buffer.concat(received)));
      } catch (error) {
        reject(error);
      }
    });
    // A reset after the response (the server closed while bytes were still coming) is not
    // a failure.
    socket.on('error', (error) => {
      if (!received.length) reject(error);
    });
    socket.write(bytes);
  });
}
