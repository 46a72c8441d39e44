import type { IncomingMessage, ServerResponse } from 'node:http';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** A Node request as a fetch Request, which is what MSW's handlers take. */
export async function toFetchRequest(request: IncomingMessage): Promise<Request> {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  // `omit`: an HTTP client's request, whose cookies are its Cookie header (mocks/cookies.ts).
  return new Request(url, {
    method,
    headers,
    body: body?.length ? body : undefined,
    credentials: 'omit',
  });
}

/** Writes a fetch Response (a handler's answer) to a Node response, Set-Cookie included. */
export async function sendFetchResponse(
  response: Response,
  target: ServerResponse,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && !HOP_BY_HOP.has(name)) headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  target.writeHead(response.status, response.statusText || undefined, {
    ...headers,
    ...extraHeaders,
    'content-length': String(body.length),
  });
  target.end(body);
}
