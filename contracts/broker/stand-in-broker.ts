import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Environment, Json } from './broker-client';

/** A request the stand-in received: its method, path with query, Authorization and JSON body. */
export interface Received {
  method: string;
  path: string;
  authorization?: string;
  body?: Json;
}

export interface StandInOptions {
  /** The Authorization header every request must carry; any other is answered 401. */
  authorization: string;
  environments: Environment[];
  /** The versions the broker knows, by pacticipant ("name version"); a publication adds one. */
  versions: string[];
  /** The matrix for a version and an environment: called once per query, in order. */
  matrix: (version: string, environment: string) => Json;
}

export interface StandInBroker {
  url: string;
  received: Received[];
  close: () => Promise<void>;
}

/**
 * A stand-in for the Pact Broker's HTTP API (the calls the broker scripts make), answering as
 * the broker's documentation shows: `POST /contracts/publish`, `GET /environments`,
 * `GET /pacticipants/{name}/versions/{version}` with its `pb:record-deployment` links,
 * `POST …/deployed-versions/environment/{uuid}` and `GET /matrix`.
 */
export async function startStandInBroker(options: StandInOptions): Promise<StandInBroker> {
  const received: Received[] = [];
  const versions = new Set(options.versions);
  let url = '';

  const send = (response: ServerResponse, status: number, body: Json) => {
    response.writeHead(status, { 'Content-Type': 'application/hal+json;charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  function answer(method: string, path: string, body: Json | undefined): [number, Json] {
    const { pathname, searchParams } = new URL(path, url);
    const version = pathname.match(/^\/pacticipants\/([^/]+)\/versions\/([^/]+)(\/.*)?$/);
    if (method === 'POST' && pathname === '/contracts/publish') {
      const { pacticipantName: name, pacticipantVersionNumber: number } = body as Json;
      versions.add(`${name} ${number}`);
      const logs = [
        { level: 'debug', message: `Created ${name} version ${number}` },
        { level: 'info', message: `Pact published for ${name} version ${number}.` },
      ];
      return [200, { logs, _embedded: { version: { number } } }];
    }
    if (method === 'GET' && pathname === '/environments') {
      return [200, { _embedded: { environments: options.environments } }];
    }
    if (version) {
      const [, name, number, rest] = version.map((part) => part && decodeURIComponent(part));
      if (!versions.has(`${name} ${number}`)) return [404, { error: 'Not found' }];
      if (method === 'GET' && !rest) {
        const self = `${url}/pacticipants/${version[1]}/versions/${version[2]}`;
        const links = options.environments.map(({ name: environment, uuid }) => ({
          title: `Record deployment to ${environment}`,
          name: environment,
          href: `${self}/deployed-versions/environment/${uuid}`,
        }));
        return [200, { number, _links: { self: { href: self }, 'pb:record-deployment': links } }];
      }
      const uuid = rest?.match(/^\/deployed-versions\/environment\/(.+)$/)?.[1];
      if (
        method === 'POST' &&
        options.environments.some((environment) => environment.uuid === uuid)
      ) {
        return [201, { uuid: 'ff3adb6e', currentlyDeployed: true }];
      }
    }
    if (method === 'GET' && pathname === '/matrix') {
      const environment = searchParams.get('environment') ?? '';
      if (!options.environments.some(({ name }) => name === environment)) {
        return [400, { errors: [`Environment with name '${environment}' does not exist`] }];
      }
      return [200, options.matrix(searchParams.get('q[][version]') ?? '', environment)];
    }
    return [404, { error: 'Not found' }];
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = text ? (JSON.parse(text) as Json) : undefined;
      const { method = 'GET', url: path = '/', headers } = request;
      received.push({ method, path, authorization: headers.authorization, body });
      if (headers.authorization !== options.authorization) {
        send(response, 401, { error: 'Authentication required' });
        return;
      }
      send(response, ...answer(method, path, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
