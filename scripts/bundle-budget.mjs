// Bundle budgets of the real-mode build: what `/` loads, and which libraries stay out of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { packageShares } from './bundle-packages.ts';

/**
 * The JavaScript `/` loads (entry chunk + its static imports), gzip, in KB (1024 bytes): the
 * measured figure plus one or two, so a regression fails. Lazy parts of the home screen (menu, dialogs,
 * toasts) mount only when wanted, so this is also what Chromium fetches for `/`. When `/` shrinks,
 * set it to the new figure plus one or two. BUNDLE_BUDGET_KB overrides it. The figure and its floor,
 * package by package (check-bundle prints the list each run), are in docs/performance.md,
 * "Budgets and targets".
 */
export const HOME_JS_BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB || 139);

/** Code that only later screens need: it must sit in chunks `/` does not load. */
export const LAZY_ONLY = [
  // The SDK's own error code: the storage's host name alone is also the pictures' (picture-sources).
  { what: 'Firebase Storage', markers: ['storage/object-not-found'] },
  { what: 'formik', markers: ['FormikContext'] },
  { what: 'yup', markers: ['is a required field'] },
  { what: 'the dashboard', markers: ['Webshop management', 'Open dashboard menu'] },
  // The shop's first screens are drawn by static stylesheets (src/components/ui).
  // Chakra's own context (Ark UI, which the toasts use, shares its other messages).
  { what: 'Chakra UI', markers: ['ChakraContext'] },
  { what: 'Emotion', markers: ['data-emotion'] },
];

/**
 * Lazy screens that must load without some of those libraries: the screen's chunk (named after
 * its module) and every chunk it imports statically.
 */
export const LEAN_SCREENS = [
  { chunk: 'sign-in-page', without: ['formik', 'yup', 'Chakra UI', 'Emotion'] },
  // The first toast builds no Chakra theme (docs/decisions/0002-toasts-without-the-theme.md).
  { chunk: 'toast-list', without: ['Chakra UI', 'Emotion'] },
  { chunk: 'cart-screen', without: ['Chakra UI', 'Emotion'] },
  { chunk: 'product-details-screen', without: ['Chakra UI', 'Emotion'] },
];

/**
 * Lazy parts the app mounts once the page is idle (the empty toast list: prepareToasts in
 * src/components/toaster.tsx): Chromium fetches them after `/` has loaded and gone quiet, so they
 * are listed beside `/`'s budget, not in it.
 */
export const WHEN_IDLE = ['toast-list'];

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g;

/** The chunks named, plus every chunk they import statically. */
function withStaticImports(outDir, names) {
  const pending = [...names];
  const seen = new Set();
  while (pending.length) {
    const name = pending.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(join(outDir, 'assets', name), 'utf8');
    for (const [, imported] of code.matchAll(STATIC_IMPORT)) pending.push(imported.slice(2));
  }
  return seen;
}

/**
 * The entry script, modulepreloads and after-paint chunk lists of index.html, plus every chunk
 * they import statically.
 */
export function homeChunks(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/(?:src=|href=|[[,])"[^"]*?assets\/([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  return withStaticImports(outDir, entries);
}

/** The chunks of the parts mounted when idle, with their static imports, less `/`'s own. */
function idleChunks(outDir, home) {
  const names = readdirSync(join(outDir, 'assets')).filter((name) =>
    WHEN_IDLE.some((part) => name.startsWith(`${part}-`) && name.endsWith('.js')),
  );
  return new Set([...withStaticImports(outDir, names)].filter((name) => !home.has(name)));
}

const kb = (bytes) => bytes / 1024;
const SHOWN_PACKAGES = 16;

/** Where the bytes of `/` go: the largest packages, then the rest summed. */
function printPackages(shares) {
  const line = (gzipKb, minifiedKb, name) =>
    console.info(
      `  ${gzipKb.toFixed(1).padStart(7)} KB  ${minifiedKb.toFixed(1).padStart(7)} KB  ${name}`,
    );
  console.info('  by package:   gzip    minified');
  for (const { name, gzipKb, minifiedKb } of shares.slice(0, SHOWN_PACKAGES)) {
    line(gzipKb, minifiedKb, name);
  }
  const rest = shares.slice(SHOWN_PACKAGES);
  if (rest.length) {
    const sum = (key) => rest.reduce((total, share) => total + share[key], 0);
    line(sum('gzipKb'), sum('minifiedKb'), `${rest.length} more packages`);
  }
}

/**
 * Returns the problems found and prints the sizes. `loadedInBrowser`: the scripts Chromium
 * fetched for `/`; one outside the static set is a lazy part mounted at once, which `/` pays for.
 */
export function checkBudgets(outDir, loadedInBrowser) {
  const assets = join(outDir, 'assets');
  const home = homeChunks(outDir);
  const idle = idleChunks(outDir, home);
  const problems = [];
  for (const name of loadedInBrowser.filter((loaded) => !home.has(loaded) && !idle.has(loaded))) {
    problems.push(`/ fetched ${name} at load, a lazy chunk: mount it only when it is wanted`);
    home.add(name);
  }
  const sizes = [...home].map((name) => ({
    name,
    gzip: gzipSync(readFileSync(join(assets, name))).length,
  }));
  const total = sizes.reduce((sum, chunk) => sum + chunk.gzip, 0);

  console.info(
    `check-bundle: / loads ${home.size} JS chunks, ${kb(total).toFixed(1)} KB gzip ` +
      `(budget ${HOME_JS_BUDGET_KB} KB)`,
  );
  for (const { name, gzip } of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
    console.info(`  ${kb(gzip).toFixed(1).padStart(7)} KB  ${name}`);
  }
  printPackages(packageShares(assets, home));
  const idleGzip = [...idle].reduce(
    (sum, name) => sum + gzipSync(readFileSync(join(assets, name))).length,
    0,
  );
  console.info(
    `check-bundle: once idle, / loads ${idle.size} more JS chunks, ${kb(idleGzip).toFixed(1)} KB gzip (${WHEN_IDLE.join(', ')})`,
  );
  if (kb(total) > HOME_JS_BUDGET_KB) {
    problems.push(
      `/ loads ${kb(total).toFixed(1)} KB of JavaScript (gzip), over the ${HOME_JS_BUDGET_KB} KB budget`,
    );
  }

  const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const holdersOf = new Map();
  for (const { what, markers } of LAZY_ONLY) {
    const holders = chunks.filter((name) => {
      const code = readFileSync(join(assets, name), 'utf8');
      return markers.some((marker) => code.includes(marker));
    });
    holdersOf.set(what, holders);
    if (holders.length === 0) problems.push(`no chunk contains ${what} (markers out of date?)`);
    for (const name of holders.filter((holder) => home.has(holder))) {
      problems.push(`${what} is in ${name}, which / loads`);
    }
    console.info(`  ${what} in: ${holders.join(', ')}`);
  }

  for (const { chunk, without } of LEAN_SCREENS) {
    const screen = chunks.find((name) => name.startsWith(`${chunk}-`));
    if (!screen) {
      problems.push(`no chunk of ${chunk} (renamed?)`);
      continue;
    }
    const loaded = withStaticImports(outDir, [screen]);
    for (const what of without) {
      for (const name of holdersOf.get(what).filter((holder) => loaded.has(holder))) {
        problems.push(`${what} is in ${name}, which ${chunk} loads`);
      }
    }
    const own = [...loaded].filter((name) => !home.has(name));
    const gzip = own.reduce(
      (sum, name) => sum + gzipSync(readFileSync(join(assets, name))).length,
      0,
    );
    console.info(`  ${chunk} adds ${own.length} JS chunks to /'s, ${kb(gzip).toFixed(1)} KB gzip`);
  }
  return problems;
}
