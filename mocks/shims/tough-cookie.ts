/**
 * Demo build: stands in for `tough-cookie` (with its public-suffix list, 280 KB), which msw uses
 * for a cookie store of its own. In the browser msw also writes every mocked Set-Cookie to
 * document.cookie and reads request cookies from there, which is all the mock needs (its
 * handlers read the session and CSRF token from headers); this store keeps nothing.
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
