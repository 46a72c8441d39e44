import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../../../src/config/constants';

/** The module afresh, as a new page load has it. */
const loadCookies = async () => {
  vi.resetModules();
  return import('../../../../src/lib/cookies');
};

/** What the page writes into `document.cookie`, as a browser that keeps none of it. */
function refuseCookies(): string[] {
  const written: string[] = [];
  vi.spyOn(document, 'cookie', 'get').mockReturnValue('');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie) => void written.push(cookie));
  return written;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the visitor's session id", () => {
  it('is kept in a cookie the tabs share', async () => {
    const { ensureSessionId } = await loadCookies();
    const id = ensureSessionId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(document.cookie).toContain(`${SESSION_COOKIE}=${id}`);
    const { ensureSessionId: inAnotherTab } = await loadCookies();
    expect(inAnotherTab()).toBe(id);
  });

  it('is Secure only on an https page: Safari keeps no Secure cookie on http://localhost', async () => {
    const written = refuseCookies();
    (await loadCookies()).ensureSessionId();
    expect(written[0]).toMatch(/; Path=\/; SameSite=Lax$/);

    vi.stubGlobal('location', new URL('https://shop.example/cart'));
    (await loadCookies()).ensureSessionId();
    expect(written[1]).toMatch(/; Path=\/; SameSite=None; Secure$/);
  });

  it('stays the same for every call of the tab, and across a reload, when no cookie is kept', async () => {
    refuseCookies();
    const { ensureSessionId } = await loadCookies();
    const id = ensureSessionId();
    expect(ensureSessionId()).toBe(id);
    const { ensureSessionId: afterReload } = await loadCookies();
    expect(afterReload()).toBe(id);
  });

  it('is a version 4 UUID where crypto.randomUUID is missing (an insecure origin)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const id = (await loadCookies()).ensureSessionId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
