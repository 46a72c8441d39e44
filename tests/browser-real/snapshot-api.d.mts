export function withSnapshotApi<Result>(
  settings: { apiPort: number; apiOrigin: string },
  build: (apiOrigin: string) => Result,
): Promise<Result>;
