// npm run check:python: every .py file under contracts/ (the API team's examples) compiles with
// python3. Compiled in memory, so no __pycache__ is written into the repository. Without a
// python3 on the PATH it says that it checked nothing and passes: Node is all the project needs.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'contracts';
const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.py'))
  .map((name) => join(ROOT, name))
  .sort();

// Each file's syntax error (compile() raises it with the file, line and column), one a line.
const COMPILE = `
import sys
failed = 0
for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as source:
            compile(source.read(), path, "exec", dont_inherit=True)
    except SyntaxError as error:
        failed += 1
        print(f"{path}:{error.lineno}:{error.offset}: {error.msg}")
print(f"Python {sys.version.split()[0]}")
sys.exit(1 if failed else 0)
`;

const run = spawnSync('python3', ['-c', COMPILE, ...files], { encoding: 'utf8' });
if (run.error) {
  if (run.error.code !== 'ENOENT') throw run.error;
  console.info('check:python: no python3 found; checked nothing.');
} else {
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  if (run.status === 0) {
    console.info(`check:python: ${files.length} file(s) under ${ROOT}/ compile.`);
  } else {
    console.error(`check:python: a file under ${ROOT}/ does not compile.`);
    process.exitCode = 1;
  }
}
