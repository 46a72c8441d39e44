/** prebuilt-seed-plugin.ts: the default seed's tables (a DbSnapshot of mocks/data/snapshot.ts). */
declare module 'virtual:mock-default-seed' {
  const snapshot: Record<string, Record<string, unknown>[]>;
  export default snapshot;
}
