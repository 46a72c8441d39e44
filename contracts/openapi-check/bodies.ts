import { Comparator } from '@pactflow/openapi-pact-comparator';
import {
  declaresRequestBody,
  DocumentError,
  operation,
  operationsOf,
  refusesAnything,
  resolve,
  responseFor,
  type MediaType,
  type OpenApiDocument,
} from './document';

/**
 * Which bodies of the pacts the comparator compared with a schema of the document, and which it
 * did not. A body is compared only with a schema: an answer or a request body the document
 * declares with `{}` (FastAPI's answer of a route without `response_model`), `true`, a schema of
 * annotations alone, or no schema at all passes whatever it holds, and the comparator says
 * nothing of it. The check says it instead: not compared.
 *
 * The comparator does not tell which bodies it validated, so the check asks it: a second run
 * against a copy of the document whose every body schema refuses every body and names its place.
 * Each body the comparator validates fails there, on its place; the place's own schema then tells
 * compared from not. A body it finds no schema for at all it reports itself
 * (`response.body.unknown`, `request.body.unknown`); that body is not compared either. So what
 * counts is what the comparator did: a request answered 400 or more is sent to be refused, and
 * the comparator compares no body of it with the document.
 */

/** How a body of an interaction was compared with the document. */
export interface BodyComparison {
  /** The document's operation, `GET /api/order/{id}`. */
  call: string;
  /** The answer's status as the document declares it (`200`, `4XX`, `default`); none for a request body. */
  status?: string;
  /** Whether the document's schema could refuse the body: false when it takes any body, or is missing. */
  compared: boolean;
  /** What the document declares instead, when not compared: `` `{}` ``, `no schema`, `no content`, `no request body`. */
  declares?: string;
}

/** The bodies of one interaction the comparator looked at; a side without a body to compare is absent. */
interface InteractionBodies {
  answer?: BodyComparison;
  requestBody?: BodyComparison;
}

/** One result of the comparator, as far as this reads it. */
interface ComparatorResult {
  code: string;
  mockDetails?: { location: string };
  specDetails?: { pathMethod?: string | null; pathName?: string | null; value?: unknown };
}

interface RawInteraction {
  response?: { status?: number };
}

const INTERACTION = /^\[root\]\.interactions\[(\d+)\]/;

/** The index of the interaction of the pact a result of the comparator is about, if any. */
export function interactionIndex(result: { mockDetails?: { location: string } }) {
  const index = result.mockDetails?.location.match(INTERACTION)?.[1];
  return index === undefined ? undefined : Number(index);
}

/** What a body schema of the probe holds: a value no body is, which names the schema's place. */
const PROBE = 'openapi-check: the body schema at place ';

interface Place {
  call: string;
  status?: string;
  schema: unknown;
}

const callOf = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** `{}`, `true`, `{"title":"Response Me"}`: the schema as the report quotes it. */
const quoted = (schema: unknown) => {
  const text = JSON.stringify(schema) ?? String(schema);
  return `\`${text.length > 60 ? `${text.slice(0, 57)}…` : text}\``;
};

/** A copy of the document whose every body schema refuses every body, naming its place. */
function probeOf(document: OpenApiDocument): { probe: OpenApiDocument; places: Place[] } {
  const probe = structuredClone(document);
  const places: Place[] = [];
  const mark = (
    content: Record<string, MediaType | undefined> | undefined,
    place: Omit<Place, 'schema'>,
  ) => {
    for (const media of Object.values(content ?? {})) {
      // The comparator compares with a schema only when it has one (`false` is none to it).
      if (!media || typeof media !== 'object' || !media.schema) continue;
      places.push({ ...place, schema: media.schema });
      media.schema = { const: `${PROBE}${places.length - 1}` };
    }
  };
  for (const ref of operationsOf(probe)) {
    const own = operation(probe, ref);
    if (!own) continue;
    const call = callOf(ref.method, ref.path);
    // A shared response or request body (`$ref`) is copied into the operation, so that each
    // operation's schema names its own place; the components are left as they are.
    if (own.requestBody) {
      const body = structuredClone(resolve(probe, own.requestBody));
      if (body) own.requestBody = body;
      mark(body?.content, { call });
    }
    for (const [status, response] of Object.entries(own.responses ?? {})) {
      const declared = structuredClone(resolve(probe, response));
      if (!declared) continue;
      own.responses![status] = declared;
      mark(declared.content, { call, status });
    }
  }
  return { probe, places };
}

/** Asks the comparator which bodies of the pacts it compares with the document, and with what. */
export class BodyProbe {
  readonly #document: OpenApiDocument;
  readonly #places: Place[];
  readonly #comparator: Comparator;

  constructor(document: OpenApiDocument, source: string) {
    this.#document = document;
    const { probe, places } = probeOf(document);
    this.#places = places;
    try {
      this.#comparator = new Comparator({ oas: probe as never });
    } catch (error) {
      throw new DocumentError(
        `The comparator cannot read ${source}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** The bodies of each interaction of the pact (by its index) that the comparator looked at. */
  async bodiesOf(pact: {
    interactions: RawInteraction[];
  }): Promise<Map<number, InteractionBodies>> {
    const bodies = new Map<number, InteractionBodies>();
    for await (const found of this.#comparator.compare(pact as never)) {
      const result = found as ComparatorResult;
      const index = interactionIndex(result);
      if (index === undefined) continue;
      const side = result.code.startsWith('response.') ? 'answer' : 'requestBody';
      const comparison = this.#comparison(result, pact.interactions[index]);
      if (comparison) bodies.set(index, { ...bodies.get(index), [side]: comparison });
    }
    return bodies;
  }

  #comparison(result: ComparatorResult, interaction?: RawInteraction): BodyComparison | undefined {
    const document = this.#document;
    const { pathName, pathMethod, value } = result.specDetails ?? {};
    switch (result.code) {
      case 'response.body.incompatible':
      case 'request.body.incompatible': {
        if (typeof value !== 'string' || !value.startsWith(PROBE)) return undefined;
        const { call, status, schema } = this.#places[Number(value.slice(PROBE.length))];
        const compared = refusesAnything(document, schema);
        return { call, status, compared, ...(!compared && { declares: quoted(schema) }) };
      }
      case 'response.body.unknown': {
        if (!pathName || !pathMethod) return undefined;
        const ref = { path: pathName, method: pathMethod.toLowerCase() };
        const declared = responseFor(document, ref, interaction?.response?.status ?? 0);
        return {
          call: callOf(pathMethod, pathName),
          status: declared?.status,
          compared: false,
          declares: declared?.response?.content ? 'no schema' : 'no content',
        };
      }
      case 'request.body.unknown': {
        if (!pathName || !pathMethod) return undefined;
        const ref = { path: pathName, method: pathMethod.toLowerCase() };
        return {
          call: callOf(pathMethod, pathName),
          compared: false,
          declares: declaresRequestBody(document, ref) ? 'no schema' : 'no request body',
        };
      }
      default:
        return undefined;
    }
  }
}
