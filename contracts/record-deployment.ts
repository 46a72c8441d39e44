import { recordDeploymentCli } from './broker/record-deployment';

/** `npm run pact:record-deployment -- --environment <name>` (see broker/record-deployment.ts). */
process.exitCode = await recordDeploymentCli(process.argv.slice(2), process.env, console);
