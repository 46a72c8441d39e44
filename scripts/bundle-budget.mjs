// Bundle budgets of the real-mode build: what `/` loads, and which libraries stay out of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript `/` loads (entry chunk + its static imports), gzip, in KB (1024 bytes). Lazy
 * parts of the home screen (menu, dialogs, toasts) mount only when wanted, so this is also what
 * Chromium fetches for `/` until idle (169 KB measured). The goal was 150; react-dom (~62),
 * Chakra's styled-system and home recipes (~42), axios (~19), React Router (~12) and React Query
 * (~11) alone come to ~146, so the budget holds today's figure with a small margin: it catches
 * regressions, not the goal. BUNDLE_BUDGET_KB overrides it.
 */
export const HOME_JS_BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB || 172);

/** Code that only later screens need: it must sit in chunks `/` does not load. */
export const LAZY_ONLY = [
  { what: 'Firebase Storage', markers: ['firebasestorage.googleapis.com'] },
  { what: 'formik', markers: ['FormikContext'] },
  { what: 'yup', markers: ['is a required field'] },
  { what: 'the dashboard', markers: ['Webshop management', 'Open dashboard menu'] },
];

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g;

/** The entry script and modulepreloads of index.html, plus every chunk they import statically. */
export function homeChunks(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="[^"]*?assets\/([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
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

const kb = (bytes) => bytes / 1024;

/**
 * Returns the problems found and prints the sizes. `loadedInBrowser`: the scripts Chromium
 * fetched for `/`; one outside the static set is a lazy part mounted at once, which `/` pays for.
 */
export function checkBudgets(outDir, loadedInBrowser) {
  const assets = join(outDir, 'assets');
  const home = homeChunks(outDir);
  const problems = [];
  for (const name of loadedInBrowser.filter((loaded) => !home.has(loaded))) {
    problems.push(`/ fetched ${name} at load, a lazy chunk: mount it only when it is wanted`);
    home.add(name);
  }
  const sizes = [...home].map((name) => ({
    name,
    gzip: gzipSync(readFileSync(join(assets, name))).length,
  }));
  const total = sizes.reduce((sum, chunk) => sum + chunk.gzip, 0);

  console.info(`check-bundle: / loads ${home.size} JS chunks, ${kb(total).toFixed(1)} KB gzip`);
  for (const { name, gzip } of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
    console.info(`  ${kb(gzip).toFixed(1).padStart(7)} KB  ${name}`);
  }
  if (kb(total) > HOME_JS_BUDGET_KB) {
    problems.push(
      `/ loads ${kb(total).toFixed(1)} KB of JavaScript (gzip), over the ${HOME_JS_BUDGET_KB} KB budget`,
    );
  }

  const chunks = readdirSync(assets).filter((name) => name.endsWith('.js'));
  for (const { what, markers } of LAZY_ONLY) {
    const holders = chunks.filter((name) => {
      const code = readFileSync(join(assets, name), 'utf8');
      return markers.some((marker) => code.includes(marker));
    });
    if (holders.length === 0) problems.push(`no chunk contains ${what} (markers out of date?)`);
    for (const name of holders.filter((holder) => home.has(holder))) {
      problems.push(`${what} is in ${name}, which / loads`);
    }
    console.info(`  ${what} in: ${holders.join(', ')}`);
  }
  return problems;
}
