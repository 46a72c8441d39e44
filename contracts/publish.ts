import { publishPacts } from './broker/publish-pacts';

/**
 * `npm run pact:publish`: sends pacts/ to a Pact Broker (or PactFlow) through its "publish
 * contracts" API, under PACT_CONSUMER_VERSION (default: the git commit) and PACT_CONSUMER_BRANCH
 * (default: the git branch). Needs PACT_BROKER_BASE_URL, with PACT_BROKER_TOKEN (bearer) or
 * PACT_BROKER_USERNAME + PACT_BROKER_PASSWORD; without it, publishes nothing, says so and exits 0.
 */
process.exitCode = await publishPacts(process.env, console);
