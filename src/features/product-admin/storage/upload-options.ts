/** How a caller follows an upload: its progress (0 to 1) and a signal that cancels it. */
export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}
