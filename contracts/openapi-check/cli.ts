import { parseArgs } from 'node:util';
import { PACT_DIR } from '../pact-config';
import { checkOpenApi, readPacts } from './check';
import { DocumentError, loadDocument } from './document';
import { formatReport, hasUnexplained, reportJson } from './report';

const USAGE =
  'Usage: npm run pact:check-openapi -- --oas <file or http(s) URL of the OpenAPI document> [--json] [--pacts DIR]';

interface Output {
  info: (text: string) => void;
  error: (text: string) => void;
}

/**
 * `npm run pact:check-openapi -- --oas <path or URL> [--json] [--pacts DIR]`: every pact of
 * pacts/ (or DIR) against the API's OpenAPI document. Prints the findings by kind and call, the
 * bodies not compared (the document declares no schema for them), the known gaps and the consumer
 * requests, and `N interactions: A match, B not compared, C known gaps of the document, D consumer
 * requests, E findings; answers: …; request bodies: …` last; with `--json`, the report as JSON
 * instead. Returns the exit code: 1 when a finding is neither a known gap nor a consumer request
 * (a body not compared is none), 2 on a usage error (no document, no pacts), else 0.
 */
export async function openApiCheckCli(argv: string[], output: Output): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        oas: { type: 'string' },
        json: { type: 'boolean', default: false },
        pacts: { type: 'string', default: PACT_DIR },
      },
    }).values;
  } catch (error) {
    output.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const source = args.oas?.trim();
  if (!source) {
    output.error(`--oas needs the OpenAPI document: a file or an http(s) URL.\n${USAGE}`);
    return 2;
  }
  try {
    const pacts = readPacts(args.pacts.replace(/\/+$/, ''));
    const document = await loadDocument(source);
    const report = await checkOpenApi({ document, source, pacts });
    output.info(args.json ? reportJson(report).trimEnd() : formatReport(report));
    return hasUnexplained(report) ? 1 : 0;
  } catch (error) {
    if (!(error instanceof DocumentError)) throw error;
    output.error(error.message);
    return 2;
  }
}
