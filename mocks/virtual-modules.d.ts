/** mocks/seed-plugin.ts: the default seed's tables (a DbSnapshot of mocks/snapshot.ts). */
declare module 'virtual:mock-default-seed' {
  const snapshot: Record<string, Record<string, unknown>[]>;
  export default snapshot;
}
