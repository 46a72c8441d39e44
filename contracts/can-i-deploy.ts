import { canIDeployCli } from './broker/can-i-deploy';

/** `npm run pact:can-i-deploy -- --to-environment <name>`; exits 0 only when deployable (see broker/can-i-deploy.ts). */
process.exitCode = await canIDeployCli(process.argv.slice(2), process.env, console);
