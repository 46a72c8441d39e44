import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import {
  productionViteEnv,
  serveStaticBuild,
  snapshotBuild,
  viteBuild,
  type BenchApi,
  type BenchBuild,
} from './builds';
import { precompressAssets } from './static-server';

/**
 * The references the bench measures beside this project's builds, each served as the production
 * build is, against the same API (docs/performance.md, "The bench"):
 * - react-alone: React alone drawing the catalogue (bench/references/react-alone), the floor;
 * - static-stack: the shop's stack with plain elements and one static stylesheet
 *   (bench/references/static-stack), the target the stack allows;
 * - original: the original client, from the directory BENCH_ORIGINAL_CLIENT names;
 * - baseline: this project at the commit BENCH_BASELINE_REF names.
 */
function staticReference(
  name: BenchBuild['name'],
  outDir: string,
  port: number,
  api: BenchApi,
  build: () => void,
): BenchBuild {
  return {
    name,
    outDir,
    shop: false,
    build() {
      build();
      precompressAssets(outDir);
    },
    serve: (measure, seed) => serveStaticBuild(outDir, port, api, measure, seed),
  };
}

/** react-alone or static-stack, with bench/references/vite.config.ts only. */
export function referenceBuild(
  name: 'react-alone' | 'static-stack',
  outDir: string,
  port: number,
  api: BenchApi,
): BenchBuild {
  return staticReference(name, outDir, port, api, () =>
    viteBuild(
      outDir,
      { VITE_API_BASE_URL: api.url },
      `bench/references/${name} --config bench/references/vite.config.ts`,
    ),
  );
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const sha = (file: string) => sha256(readFileSync(file));

/** `npm ci` in `dir` unless its node_modules was installed from the same lockfile. */
function installOnce(dir: string) {
  const stamp = join(dir, 'node_modules', '.bench-lockfile-sha256');
  const lockfile = sha(join(dir, 'package-lock.json'));
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockfile) return;
  console.info(`npm ci in ${dir}…`);
  execSync('npm ci --no-audit --no-fund --loglevel error', { cwd: dir, stdio: 'inherit' });
  writeFileSync(stamp, lockfile);
}

/**
 * The original client (Vite + Tailwind), built with its own config and lockfile from a copy of
 * `sourceDir` (the directory itself is only read). It reads its API's URL from
 * VITE_API_BASE_URL at build time.
 */
export function originalBuild(
  sourceDir: string,
  outDir: string,
  port: number,
  api: BenchApi,
): BenchBuild {
  // One copy a BENCH_OUT_DIR, so that parallel runs do not share it.
  const copy = join(tmpdir(), `webshop-bench-original-${sha256(resolve(outDir)).slice(0, 8)}`);
  return staticReference('original', outDir, port, api, () => {
    mkdirSync(copy, { recursive: true });
    for (const entry of readdirSync(copy)) {
      if (entry !== 'node_modules') rmSync(join(copy, entry), { recursive: true, force: true });
    }
    const source = resolve(sourceDir);
    cpSync(source, copy, {
      recursive: true,
      filter: (path) => !/^(node_modules|\.git|dist)(\/|$)/.test(relative(source, path)),
    });
    installOnce(copy);
    viteBuild(outDir, { VITE_API_BASE_URL: api.url }, '', copy);
  });
}

/**
 * This project at `ref`, from a git worktree in a temporary directory, built and served as the
 * production build is (with its snapshot: snapshotBuild): its node_modules is this checkout's
 * when the lockfiles match, else its own `npm ci`.
 */
export function baselineBuild(ref: string, outDir: string, port: number, api: BenchApi) {
  return snapshotBuild('baseline', outDir, port, api, (dir) => {
    const worktree = join(tmpdir(), `webshop-bench-baseline-${process.pid}`);
    execSync(`git worktree add --detach --force ${worktree} ${ref}`, {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const modules = join(worktree, 'node_modules');
    const sameLockfile = sha(join(worktree, 'package-lock.json')) === sha('package-lock.json');
    try {
      if (sameLockfile) symlinkSync(resolve('node_modules'), modules);
      else installOnce(worktree);
      viteBuild(dir, productionViteEnv(api), '', worktree);
    } finally {
      // The link goes first: removing the worktree must not reach into this checkout's modules.
      if (sameLockfile) rmSync(modules, { force: true });
      execSync(`git worktree remove --force ${worktree}`, { stdio: 'ignore' });
    }
  });
}
