import { describe, expect, it } from 'vitest';
import { createScenarioControl, unknownScenarios } from '../../../../mocks/scenarios';
import { readServerOptions } from '../../../../mocks/server/options';
import {
  MAX_LATENCY_MS,
  MAX_SEED_PRODUCTS,
  MAX_SERVER_SEED_PRODUCTS,
  parseWholeSetting,
} from '../../../../mocks/settings';

const noHandlers = { use: () => undefined, resetHandlers: () => undefined };

describe('settings from URLs and the environment are checked', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'a scenario named like an object built-in (%s) is unknown, not a crash',
    (name) => {
      expect(unknownScenarios([name])).toEqual([name]);
      expect(() => createScenarioControl(noHandlers).use([name])).toThrow(
        `Unknown scenario(s): ${name}.`,
      );
    },
  );

  it('keeps whole numbers within bounds only', () => {
    expect(parseWholeSetting('5000', 0, MAX_SEED_PRODUCTS)).toBe(5000);
    expect(parseWholeSetting(String(MAX_SEED_PRODUCTS + 1), 0, MAX_SEED_PRODUCTS)).toBeUndefined();
    expect(parseWholeSetting('1000000', 0, MAX_SEED_PRODUCTS)).toBeUndefined();
    expect(parseWholeSetting('1e3', 0, MAX_SEED_PRODUCTS)).toBeUndefined();
    expect(parseWholeSetting('-1', 0, MAX_LATENCY_MS)).toBeUndefined();
    expect(parseWholeSetting(null, 0, MAX_LATENCY_MS)).toBeUndefined();
  });

  it('refuses a seed or latency out of bounds when the HTTP server starts, saying the bounds', () => {
    expect(() => readServerOptions({ MOCK_SEED_PRODUCTS: '1000000' })).toThrow(
      `MOCK_SEED_PRODUCTS must be a whole number from 0 to ${MAX_SERVER_SEED_PRODUCTS}, got "1000000".`,
    );
    expect(() => readServerOptions({ MOCK_LATENCY_MS: '99999999' })).toThrow(
      `MOCK_LATENCY_MS must be a whole number from 0 to ${MAX_LATENCY_MS}`,
    );
    expect(() => readServerOptions({ MOCK_PORT: '70000' })).toThrow('MOCK_PORT');
    expect(readServerOptions({ MOCK_SEED_PRODUCTS: '5000' }).seedProducts).toBe(5000);
    // The build is measured against 50,000 products; the browser's ?seed= stops at 10,000.
    expect(readServerOptions({ MOCK_SEED_PRODUCTS: '50000' }).seedProducts).toBe(50_000);
  });

  it('takes seed photos as http(s) URLs only, the drawings when none is given', () => {
    expect(readServerOptions({}).seedPictures).toEqual([]);
    expect(
      readServerOptions({
        MOCK_SEED_PICTURES: ' http://127.0.0.1:8080/a.jpg, https://x.test/b.webp',
      }).seedPictures,
    ).toEqual(['http://127.0.0.1:8080/a.jpg', 'https://x.test/b.webp']);
    for (const bad of ['/mock-images/a.jpg', 'file:///tmp/a.jpg', 'photo.jpg']) {
      expect(() => readServerOptions({ MOCK_SEED_PICTURES: bad })).toThrow(
        `MOCK_SEED_PICTURES must be http(s) URLs separated by commas, got "${bad}".`,
      );
    }
  });
});
