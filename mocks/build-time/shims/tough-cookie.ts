/**
 * Demo build: stands in for `tough-cookie` (with its public-suffix list), which msw uses for a
 * cookie store of its own (msw/lib/core/utils/cookieStore.mjs), fed from a mocked response's
 * Set-Cookie init header. The mock never sets cookies that way: in the browser it writes its
 * cookies into document.cookie and reads them from there (mocks/auth/response-cookies.ts), so
 * this store keeps nothing.
 */
interface StoredCookie {
  key: string;
  value: string;
  toString(): string;
  toJSON(): unknown;
}

export class Cookie {
  static fromJSON(): StoredCookie | null {
    return null;
  }
}

export class MemoryCookieStore {
  idx: Record<string, Record<string, Record<string, StoredCookie>>> = {};
}

export class CookieJar {
  constructor(readonly store?: MemoryCookieStore) {}

  getCookiesSync(): StoredCookie[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
