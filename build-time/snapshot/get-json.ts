import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';

export interface JsonAnswer {
  status: number;
  /** A success's body, parsed. */
  body?: unknown;
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * GETs `url` and parses a success's body as JSON. Through node:http rather than fetch: fetch
 * left so much behind each request that a 50,000-product build grew by half a gigabyte
 * (docs/performance.md, "Pictures, scale and the mock server"). Node's default agents keep the
 * connections open.
 */
export function getJson(url: string, timeoutMs: number): Promise<JsonAnswer> {
  const get = url.startsWith('https:') ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { Accept: 'application/json' } }, (response) => {
      const status = response.statusCode ?? 0;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('error', reject);
      response.on('end', () => {
        try {
          resolve({ status, body: isSuccess(status) ? JSON.parse(text) : undefined });
        } catch (error) {
          reject(error);
        }
      });
    });
    request.setTimeout(timeoutMs, () =>
      request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)),
    );
    request.on('error', reject);
  });
}
