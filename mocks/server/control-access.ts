import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { MockServerOptions } from './options';
import { refuse, SERVER_DETAILS } from './refusal';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** Listening on every interface names no host of its own. */
const WILDCARD_HOSTS = ['0.0.0.0', '[::]'];

/** The host name of a Host header (`name`, `name:port`, `[v6]:port`), lower-case; else undefined. */
export function hostNameOf(header: string | undefined): string | undefined {
  const match = /^(\[[\da-f:.]+\]|[\w.-]+)(?::\d{1,5})?$/i.exec(header ?? '');
  return match?.[1].toLowerCase();
}

/** The host names control calls are served for: loopback, and the one the server listens on. */
export function controlHosts(listenHost: string): string[] {
  const name = listenHost.includes(':') ? `[${listenHost}]` : listenHost;
  const own = name.toLowerCase();
  return WILDCARD_HOSTS.includes(own) ? LOOPBACK_HOSTS : [...new Set([...LOOPBACK_HOSTS, own])];
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Who may steer the server: a page of another site reaching it through a DNS name that points
 * at loopback sends that name as its Host (403), and with MOCK_CONTROL_TOKEN set every call
 * must carry it as a bearer token (401).
 */
export function controlAccess({
  host,
  controlToken,
}: Pick<MockServerOptions, 'host' | 'controlToken'>): RequestHandler {
  const hosts = controlHosts(host);
  return (request, response, next) => {
    const hostName = hostNameOf(request.headers.host);
    if (!hostName || !hosts.includes(hostName)) {
      refuse(request, response, 403, SERVER_DETAILS.controlHostRefused);
      return;
    }
    if (controlToken) {
      const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameSecret(given, controlToken)) {
        response.setHeader('WWW-Authenticate', 'Bearer realm="mock control"');
        refuse(request, response, 401, SERVER_DETAILS.controlUnauthorized);
        return;
      }
    }
    next();
  };
}
