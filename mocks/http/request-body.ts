/** A request body as production reads it: JSON unless another content type is named. */
export type RequestBody =
  | { kind: 'empty' }
  | { kind: 'invalid'; position: number; error: string }
  | { kind: 'value'; value: unknown };

function isJsonType(contentType: string | null): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[^/]*\+json$/.test(type);
}

export async function readBody(request: Request): Promise<RequestBody> {
  const text = await request.text();
  if (!text) return { kind: 'empty' };
  // Another content type is validated as the raw text, which is no object.
  if (!isJsonType(request.headers.get('Content-Type'))) return { kind: 'value', value: text };
  try {
    return { kind: 'value', value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const position = Number(/position (\d+)/.exec(reason)?.[1] ?? 0);
    return { kind: 'invalid', position, error: reason.replace(/ in JSON at position.*$/s, '') };
  }
}
