/**
 * The one byte range a `Range: bytes=…` header asks for, as Cloud Storage answers it: the range
 * within the object's size, `unsatisfiable` when it starts past the end, or null for the whole
 * object (no header, several ranges, or one it cannot read).
 */
export function byteRange(
  header: string | null,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]].map((digits) => (digits ? Number(digits) : null));
  if (first === null) {
    // The last `last` bytes.
    return last === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - last!), end: size - 1 };
  }
  if (first >= size) return 'unsatisfiable';
  if (last !== null && last < first) return null;
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}
