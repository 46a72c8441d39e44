import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.split('.')[0] === '127';
  return address === '::1';
}

/**
 * Whether every address the URL's host resolves to is a loopback one (127.0.0.0/8, ::1): a
 * server on this machine, which the check may write to without being told.
 */
export async function isLoopback(url: string): Promise<boolean> {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  if (isIP(host)) return isLoopbackAddress(host);
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every(({ address }) => isLoopbackAddress(address));
  } catch {
    return false;
  }
}
