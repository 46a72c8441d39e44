import { readFileSync } from 'node:fs';

/**
 * The OpenAPI document as the check reads it: 3.0 (a FastAPI on pydantic 1 emits 3.0.2) or 3.1
 * (FastAPI on pydantic 2), in JSON. Only what the check and the known gaps look at is typed.
 */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, PathItem | undefined>;
  components?: {
    parameters?: Record<string, Parameter | Reference>;
    responses?: Record<string, Response | Reference>;
    requestBodies?: Record<string, RequestBody | Reference>;
  };
}

interface Reference {
  $ref: string;
}

interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
}

/** A media type of a response or a request body: `{ "schema": … }`. */
export interface MediaType {
  schema?: unknown;
}

interface Response {
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType | undefined>;
}

interface RequestBody {
  content?: Record<string, MediaType | undefined>;
}

interface Operation {
  parameters?: (Parameter | Reference)[];
  requestBody?: RequestBody | Reference;
  responses?: Record<string, Response | Reference>;
}

type PathItem = Partial<Record<HttpMethodName, Operation>> & {
  parameters?: (Parameter | Reference)[];
};

type HttpMethodName = (typeof METHODS)[number];
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** An operation of the document: its path as the document spells it (`/api/product/{id}`). */
export interface OperationRef {
  path: string;
  method: string;
}

/** A document that cannot be read, or is not OpenAPI 3.0 or 3.1. */
export class DocumentError extends Error {}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** Reads the document from a file or an http(s) URL and checks that it is OpenAPI 3.0 or 3.1. */
export async function loadDocument(source: string): Promise<OpenApiDocument> {
  let text: string;
  if (isUrl(source)) {
    let response: globalThis.Response;
    try {
      response = await fetch(source, { headers: { Accept: 'application/json' } });
    } catch (error) {
      const cause =
        error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
      throw new DocumentError(`No response from ${source}: ${cause}`);
    }
    if (!response.ok)
      throw new DocumentError(`${source} responded ${response.status}, not the document.`);
    text = await response.text();
  } else {
    try {
      text = readFileSync(source, 'utf8');
    } catch (error) {
      throw new DocumentError(
        `Cannot read ${source}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new DocumentError(`${source} is not JSON (the check reads an OpenAPI document in JSON).`);
  }
  return asOpenApiDocument(document, source);
}

/** The document, if it is OpenAPI 3.0 or 3.1 with paths. */
export function asOpenApiDocument(document: unknown, source: string): OpenApiDocument {
  const candidate = document as Partial<OpenApiDocument> | null;
  const version = typeof candidate?.openapi === 'string' ? candidate.openapi : undefined;
  if (!version || !/^3\.[01]\./.test(version))
    throw new DocumentError(
      `${source} is not an OpenAPI 3.0 or 3.1 document (its \`openapi\` field is ${JSON.stringify(candidate?.openapi ?? null)}).`,
    );
  if (typeof candidate?.paths !== 'object' || candidate.paths === null)
    throw new DocumentError(`${source} has no \`paths\`.`);
  return candidate as OpenApiDocument;
}

/** A local reference (`#/components/responses/NotFound`) followed to what it names. */
export function resolve<T extends object>(
  document: OpenApiDocument,
  item: T | Reference | undefined,
) {
  let current: unknown = item;
  for (
    let hops = 0;
    hops < 10 && current && typeof current === 'object' && '$ref' in current;
    hops++
  ) {
    const ref = (current as Reference).$ref;
    if (!ref.startsWith('#/')) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        document,
      );
  }
  return current as T | undefined;
}

/** Every operation of the document. */
export function operationsOf(document: OpenApiDocument): OperationRef[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => ({ path, method })),
  );
}

export function operation(document: OpenApiDocument, { path, method }: OperationRef) {
  return document.paths[path]?.[method.toLowerCase() as HttpMethodName];
}

/**
 * The response the document gives a status, as the comparator picks it: the status's own, else
 * its range's (`4XX`), else `default`; with the key it is declared under.
 */
export function responseFor(
  document: OpenApiDocument,
  ref: OperationRef,
  status: number,
): { status: string; response?: Response } | undefined {
  const responses = operation(document, ref)?.responses ?? {};
  const key = [String(status), `${Math.floor(status / 100)}XX`, 'default'].find(
    (candidate) => candidate in responses,
  );
  return key === undefined
    ? undefined
    : { status: key, response: resolve(document, responses[key]) };
}

/** What a schema may hold that says nothing of a value: annotations and extensions. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  'example',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'externalDocs',
  'xml',
  'discriminator',
  '$comment',
  '$id',
  '$schema',
]);

/**
 * Whether a schema refuses anything: `{}`, `true`, and a schema of annotations alone
 * (`{"title": "Response Me"}`) take any body, so comparing a body with them compares nothing.
 * References are followed; `allOf` refuses what any of its schemas refuses, `anyOf` and `oneOf`
 * only when each of theirs does. A reference out of the document is taken as a schema.
 */
export function refusesAnything(document: OpenApiDocument, schema: unknown, depth = 0): boolean {
  if (schema === false) return true;
  if (!schema || typeof schema !== 'object' || depth > 32) return false;
  const fields = schema as Record<string, unknown>;
  if (typeof fields.$ref === 'string') {
    const followed: unknown = resolve<object>(document, { $ref: fields.$ref });
    return followed === undefined || refusesAnything(document, followed, depth + 1);
  }
  const each = (key: string) => (Array.isArray(fields[key]) ? (fields[key] as unknown[]) : []);
  return Object.keys(fields).some((key) => {
    if (ANNOTATIONS.has(key) || key.startsWith('x-')) return false;
    if (key === 'allOf') return each(key).some((one) => refusesAnything(document, one, depth + 1));
    if (key === 'anyOf' || key === 'oneOf')
      return each(key).every((one) => refusesAnything(document, one, depth + 1));
    return true;
  });
}

/** The statuses an operation declares (`200`, `422`, `4XX`, `default`), as the document spells them. */
export function declaredStatuses(document: OpenApiDocument, ref: OperationRef): string[] {
  return Object.keys(operation(document, ref)?.responses ?? {});
}

/** Whether the operation declares a request body. */
export function declaresRequestBody(document: OpenApiDocument, ref: OperationRef): boolean {
  return resolve(document, operation(document, ref)?.requestBody) !== undefined;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether any operation (or path) declares a header parameter of that name. */
export function declaresHeaderParameter(document: OpenApiDocument, name: string): boolean {
  return Object.values(document.paths).some((item) =>
    [item?.parameters, ...METHODS.map((method) => item?.[method]?.parameters)]
      .flatMap((parameters) => parameters ?? [])
      .map((parameter) => resolve(document, parameter))
      .some((parameter) => parameter?.in === 'header' && sameName(parameter.name, name)),
  );
}

/** Whether any response of any operation declares a response header of that name. */
export function declaresResponseHeader(document: OpenApiDocument, name: string): boolean {
  return Object.values(document.paths).some((item) =>
    METHODS.flatMap((method) => Object.values(item?.[method]?.responses ?? {}))
      .map((response) => resolve(document, response))
      .some((response) => Object.keys(response?.headers ?? {}).some((key) => sameName(key, name))),
  );
}

/** The document's path that a concrete path (`/api/product/1`) falls under, if any. */
export function pathMatching(document: OpenApiDocument, concrete: string): string | undefined {
  const bare = concrete.split('?')[0];
  return Object.keys(document.paths).find((path) => {
    const pattern = path
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    return new RegExp(`^${pattern}$`).test(bare);
  });
}
