import { openApiCheckCli } from './cli';

/** `npm run pact:check-openapi -- --oas <path or URL> [--json] [--pacts DIR]` (see cli.ts). */
process.exitCode = await openApiCheckCli(process.argv.slice(2), console);
