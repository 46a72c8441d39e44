import { readFileSync } from 'node:fs';
import { endpoints, type EndpointName } from '../src/config/endpoints';

interface PactInteraction {
  description: string;
  /** V4: reported, never failed, by a verification (a consumer request). */
  pending?: boolean;
  request: { method: string; path: string };
  response: { status: number };
}

export function readInteractions(file: string): PactInteraction[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as { interactions: PactInteraction[] })
    .interactions;
}

/** `/api/product/:id` as a regular expression for concrete paths. */
export function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The endpoints of the table without a successful (2xx) interaction in the pact. */
export function endpointsWithoutSuccess(interactions: PactInteraction[]): EndpointName[] {
  return (Object.keys(endpoints) as EndpointName[]).filter((name) => {
    const { method, path } = endpoints[name];
    const pattern = pathPattern(path);
    return !interactions.some(
      ({ request, response }) =>
        request.method.toUpperCase() === method &&
        pattern.test(request.path) &&
        response.status >= 200 &&
        response.status < 300,
    );
  });
}
