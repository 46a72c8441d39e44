import {
  endpointPath,
  endpoints,
  type EndpointName,
  type PathParams,
} from '../../src/config/endpoints';

/** A Set-Cookie header, read: its name, value and attributes (names lowercased; flags `true`). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** A response as the check compares it. */
export interface RecordedResponse {
  status: number;
  /** The media type, without parameters (`application/json`, `text/plain`); '' when none. */
  contentType: string;
  /** The parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  isJson: boolean;
  cookies: SetCookie[];
}

export interface CallRequest {
  endpoint: EndpointName;
  params?: PathParams;
  query?: Record<string, string | number | boolean>;
  /** Sent as JSON. */
  body?: unknown;
  /** The cart's `X-Session-ID` header. */
  sessionId?: string;
}

export function parseSetCookie(line: string): SetCookie {
  const [pair, ...parts] = line.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  const attributes: SetCookie['attributes'] = {};
  for (const part of parts.filter(Boolean)) {
    const at = part.indexOf('=');
    if (at < 0) attributes[part.toLowerCase()] = true;
    else attributes[part.slice(0, at).trim().toLowerCase()] = part.slice(at + 1).trim();
  }
  return { name: pair.slice(0, equals), value: pair.slice(equals + 1), attributes };
}

async function readResponse(response: Response): Promise<RecordedResponse> {
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0].trim();
  const text = await response.text();
  let body: unknown = text;
  let isJson = false;
  if (contentType.endsWith('json')) {
    try {
      body = JSON.parse(text);
      isJson = true;
    } catch {
      // Not JSON after all: compared as text.
    }
  }
  const cookies = response.headers.getSetCookie().map(parseSetCookie);
  return { status: response.status, contentType, body, isJson, cookies };
}

/**
 * One visitor of an API, as a browser is one: it keeps the cookies the responses set (a
 * `Max-Age` of 0 or an `expires` in the past removes one) and sends them with every call.
 */
export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private keep(cookies: SetCookie[]): void {
    for (const { name, value, attributes } of cookies) {
      const maxAge = attributes['max-age'];
      const expires = attributes.expires;
      const gone =
        (typeof maxAge === 'string' && Number(maxAge) <= 0) ||
        (maxAge === undefined && typeof expires === 'string' && Date.parse(expires) <= Date.now());
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async call(request: CallRequest): Promise<RecordedResponse> {
    const { endpoint, params, query, body, sessionId } = request;
    const search = query ? `?${new URLSearchParams(stringValues(query)).toString()}` : '';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (sessionId) headers['X-Session-ID'] = sessionId;
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.Cookie = cookie;
    const response = await fetch(`${this.baseUrl}${endpointPath(endpoint, params)}${search}`, {
      method: endpoints[endpoint].method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const result = await readResponse(response);
    this.keep(result.cookies);
    return result;
  }
}

function stringValues(query: NonNullable<CallRequest['query']>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
}
