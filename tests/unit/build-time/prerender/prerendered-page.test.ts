import { describe, expect, it } from 'vitest';
import {
  addressPattern,
  pageHtml,
  splitTemplate,
} from '../../../../build-time/prerender/page-html';

const TEMPLATE = `<!doctype html><html><head><title>WebShop</title></head><body>
<div id="root"><div>Loading...</div></div>
</body></html>`;

const matches = (pattern: string, pathname: string) => new RegExp(pattern, 'i').test(pathname);

/** The page opened at `pathname`, its inline script run as a browser runs it while parsing. */
function open(html: string, pathname: string): Document {
  window.history.replaceState(null, '', pathname);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  for (const script of document.body.querySelectorAll('script')) {
    new Function(script.textContent ?? '')();
  }
  return document;
}

describe('addressPattern', () => {
  it("matches the route's own addresses as the router does", () => {
    expect(matches(addressPattern('/', '/'), '/')).toBe(true);
    expect(matches(addressPattern('/', '/'), '/cart')).toBe(false);
    const cart = addressPattern('/', '/cart');
    for (const pathname of ['/cart', '/cart/', '/Cart']) expect(matches(cart, pathname)).toBe(true);
    for (const pathname of ['/carts', '/cart/1', '/x/cart']) {
      expect(matches(cart, pathname)).toBe(false);
    }
  });

  it('takes any value for a parameter, one segment only', () => {
    const product = addressPattern('/', '/product/:productId');
    expect(matches(product, '/product/3')).toBe(true);
    expect(matches(product, '/product')).toBe(false);
    expect(matches(product, '/product/3/edit')).toBe(false);
  });

  it('takes only what `params` gives for a parameter', () => {
    const product = addressPattern('/', '/product/:productId', { productId: '\\d{1,3}' });
    expect(matches(product, '/product/3')).toBe(true);
    expect(matches(product, '/product/123/')).toBe(true);
    for (const pathname of ['/product/abc', '/product/1234', '/product/3x', '/product/']) {
      expect(matches(product, pathname)).toBe(false);
    }
  });

  it('includes the base path', () => {
    expect(matches(addressPattern('/shop/', '/'), '/shop/')).toBe(true);
    expect(matches(addressPattern('/shop/', '/cart'), '/shop/cart')).toBe(true);
    expect(matches(addressPattern('/shop/', '/cart'), '/cart')).toBe(false);
  });
});

describe('pageHtml', () => {
  const page = pageHtml(splitTemplate(TEMPLATE), {
    address: addressPattern('/', '/cart'),
    html: '<main><h1>Shopping cart</h1></main>',
    head: '<style data-emotion="css x">h1{color:red}</style>',
  });

  it('puts the markup in #root, marked as prerendered, and the tags in <head>', () => {
    const document = open(page, '/cart');
    expect(document.querySelector('#root h1')?.textContent).toBe('Shopping cart');
    expect(document.getElementById('root')?.hasAttribute('data-prerendered')).toBe(true);
    expect(document.head.querySelector('style[data-emotion]')).not.toBeNull();
  });

  it('stays painted but is rendered afresh, not hydrated, at its address with a query', () => {
    const document = open(page, '/cart?utm_source=chat');
    expect(document.querySelector('#root h1')?.textContent).toBe('Shopping cart');
    expect(document.getElementById('root')?.hasAttribute('data-prerendered')).toBe(false);
  });

  it("shows index.html's loader instead when served for another address", () => {
    const document = open(page, '/checkout');
    expect(document.getElementById('root')?.textContent).toBe('Loading...');
    expect(document.getElementById('root')?.hasAttribute('data-prerendered')).toBe(false);
  });
});
