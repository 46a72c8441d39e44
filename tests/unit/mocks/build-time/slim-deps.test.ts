// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAND_INS } from '../../../../mocks/build-time/slim-deps-plugin';
import * as toughCookieStandIn from '../../../../mocks/build-time/shims/tough-cookie';

const NODE_MODULES = join(process.cwd(), 'node_modules');

function scriptsOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scriptsOf(path);
    return /\.(c|m)?js$/.test(entry.name) ? [path] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
const bindings = (list: string) =>
  list
    .split(',')
    .map((binding) => binding.trim().split(/\s+as\s+|\s*:\s*/)[0])
    .filter(Boolean);

/**
 * What a package's code takes from `source`: named imports, destructured requires and dynamic
 * imports, and the members read off a required module. A use of another form fails, so a new
 * way of importing is looked at rather than missed.
 */
function namesTaken(packageName: string, source: string): Set<string> {
  const quoted = `["']${escape(source)}["']`;
  const forms = [
    new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, 'g'),
    new RegExp(
      `(?:const|let|var)\\s*\\{([^}]*)\\}\\s*=\\s*(?:await\\s+import|require)\\(${quoted}\\)`,
      'g',
    ),
  ];
  const aliased = new RegExp(
    `(?:const|let|var)\\s+(\\w+)\\s*=\\s*(?:__toESM\\()?require\\(${quoted}\\)`,
    'g',
  );
  const names = new Set<string>();
  for (const file of scriptsOf(join(NODE_MODULES, packageName, 'lib'))) {
    const code = readFileSync(file, 'utf8');
    const uses = code.match(new RegExp(`(?:from\\s*|import\\(|require\\()${quoted}`, 'g')) ?? [];
    let understood = 0;
    for (const form of forms) {
      for (const [, list] of code.matchAll(form)) {
        bindings(list).forEach((name) => names.add(name));
        understood += 1;
      }
    }
    for (const [, alias] of code.matchAll(aliased)) {
      understood += 1;
      for (const [, member] of code.matchAll(new RegExp(`\\b${alias}\\.(\\w+)`, 'g'))) {
        names.add(member);
      }
    }
    expect(understood, `${file} takes ${source} in a form this check does not read`).toBe(
      uses.length,
    );
  }
  return names;
}

describe('the demo build stand-ins (mocks/build-time/slim-deps-plugin.ts)', () => {
  it.each(STAND_INS.map((standIn) => [standIn.source, standIn]))(
    '%s: its stand-in exports everything the mock libraries take from it',
    async (source, { importers, file }) => {
      const exported = Object.keys(await import(/* @vite-ignore */ file));
      for (const packageName of importers) {
        const taken = [...namesTaken(packageName, source)];
        expect(taken.length, `${packageName} no longer imports ${source}`).toBeGreaterThan(0);
        expect(exported, `${packageName} takes ${taken.join(', ')}`).toEqual(
          expect.arrayContaining(taken),
        );
      }
    },
  );

  it("tough-cookie: msw's cookie store still uses only what the stand-in has", () => {
    const store = readFileSync(join(NODE_MODULES, 'msw/lib/core/utils/cookieStore.mjs'), 'utf8');
    const used = (pattern: RegExp) => [...store.matchAll(pattern)].map(([, name]) => name);
    expect(used(/this\.#jar\.(\w+)/g).length).toBeGreaterThan(0);
    for (const method of used(/this\.#jar\.(\w+)/g)) {
      expect(toughCookieStandIn.CookieJar.prototype, method).toHaveProperty(method);
    }
    for (const field of used(/this\.#memoryStore\.(\w+)/g)) {
      expect(new toughCookieStandIn.MemoryCookieStore(), field).toHaveProperty(field);
    }
    for (const method of used(/\bCookie\.(\w+)\(/g)) {
      expect(toughCookieStandIn.Cookie, method).toHaveProperty(method);
    }
    expect(store).toMatch(/new CookieJar\(this\.#memoryStore\)/);
  });
});
