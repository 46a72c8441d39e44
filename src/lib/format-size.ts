/** A file's size as text. */

const KILO = 1000;

/**
 * 512 -> "512 B", 190000 -> "190 KB", 3300000 -> "3.3 MB": decimal units, as phones and macOS
 * show a file's size, so a photo's size reads here as in the gallery it came from.
 */
export function formatBytes(bytes: number): string {
  if (bytes < KILO) return `${bytes} B`;
  if (bytes < KILO * KILO) return `${Math.round(bytes / KILO)} KB`;
  const megabytes = bytes / KILO / KILO;
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
