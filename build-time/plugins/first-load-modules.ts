import { dirname, resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';
import { parseAst } from 'vite';

/** Names asked of a module, or all of it. */
type Asked = readonly string[] | 'all';

/** What a feature's index re-exports: each name, with the module it comes from and its name there. */
type ReExports = Map<string, { from: string; name: string }>;

type Program = ReturnType<typeof parseAst>;
type Statement = Program['body'][number];

/** The module among `importedIds` that `specifier` (relative, with or without extension) names. */
function resolvedId(
  importer: string,
  specifier: string,
  importedIds: string[],
): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const path = resolve(dirname(importer), specifier);
  return importedIds.find(
    (id) =>
      id === path ||
      id.replace(/\.[cm]?[jt]sx?$/, '') === path ||
      id.replace(/\/index\.[cm]?[jt]sx?$/, '') === path,
  );
}

function programOf(id: string, ctx: ChunkingContext): Program | undefined {
  const code = ctx.getModuleInfo(id)?.code;
  if (!code) return undefined;
  try {
    return parseAst(code, { lang: 'js' }, id);
  } catch {
    return undefined;
  }
}

const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

/**
 * A module that only re-exports others (a feature's index, `export { a } from './a'`): what it
 * re-exports, by name. Undefined for any module with code of its own or an `export *`.
 */
function reExportsOf(id: string, ctx: ChunkingContext): ReExports | undefined {
  const importedIds = ctx.getModuleInfo(id)?.importedIds ?? [];
  const program = /[\\/]index\.[cm]?[jt]sx?$/.test(id) ? programOf(id, ctx) : undefined;
  if (!program?.body.length) return undefined;
  const reExports: ReExports = new Map();
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration' || !statement.source) return undefined;
    const from = resolvedId(id, statement.source.value, importedIds);
    if (!from) return undefined;
    for (const specifier of statement.specifiers) {
      reExports.set(nameOf(specifier.exported), { from, name: nameOf(specifier.local) });
    }
  }
  return reExports;
}

/** The names a statement takes from its source: `all` for a namespace, `export *` or a bare import. */
function namesTaken(statement: Statement): Asked | undefined {
  if (statement.type === 'ImportDeclaration') {
    if (!statement.specifiers.length) return 'all';
    const names: string[] = [];
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportNamespaceSpecifier') return 'all';
      names.push(
        specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported),
      );
    }
    return names;
  }
  if (statement.type === 'ExportNamedDeclaration' && statement.source)
    return statement.specifiers.map((specifier) => nameOf(specifier.local));
  if (statement.type === 'ExportAllDeclaration') return 'all';
  return undefined;
}

/** What `id` asks of each module it imports statically: by name where the module re-exports. */
function importsOf(
  id: string,
  ctx: ChunkingContext,
  isReExporter: (id: string) => boolean,
): [string, Asked][] {
  const importedIds = ctx.getModuleInfo(id)?.importedIds ?? [];
  const asked = new Map<string, Asked>(importedIds.map((imported) => [imported, 'all']));
  if (!importedIds.some(isReExporter)) return [...asked];
  const program = programOf(id, ctx);
  if (!program) return [...asked];
  const byName = new Map<string, string[]>();
  for (const statement of program.body) {
    const taken = namesTaken(statement);
    if (!taken || !('source' in statement) || !statement.source) continue;
    const imported = resolvedId(id, String(statement.source.value), importedIds);
    if (!imported || !isReExporter(imported)) continue;
    if (taken === 'all') byName.set(imported, ['*']);
    else if (!byName.get(imported)?.includes('*'))
      byName.set(imported, [...(byName.get(imported) ?? []), ...taken]);
  }
  for (const [imported, names] of byName) asked.set(imported, names.includes('*') ? 'all' : names);
  return [...asked];
}

/**
 * The modules the first load runs: those `from` imports statically, what they import, and so on,
 * not crossing an `import()`. A name imported from a feature's index brings only the module it
 * comes from: the index also re-exports what only lazy screens use, which would otherwise join
 * the first load's chunks and be downloaded by every page.
 */
export function firstLoadModules(from: string[], ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const reExporters = new Map<string, ReExports | undefined>();
  const reExportsOfModule = (id: string) => {
    if (!reExporters.has(id)) reExporters.set(id, reExportsOf(id, ctx));
    return reExporters.get(id);
  };
  const namesFollowed = new Map<string, Set<string>>();
  const pending: [string, Asked][] = from.map((id) => [id, 'all']);
  while (pending.length) {
    const [id, asked] = pending.pop()!;
    const reExports = reExportsOfModule(id);
    if (!reExports) {
      if (reached.has(id)) continue;
      reached.add(id);
      for (const imported of importsOf(id, ctx, (m) => Boolean(reExportsOfModule(m)))) {
        pending.push(imported);
      }
      continue;
    }
    const followed = namesFollowed.get(id) ?? new Set<string>();
    namesFollowed.set(id, followed);
    for (const name of asked === 'all' ? reExports.keys() : asked) {
      if (followed.has(name)) continue;
      followed.add(name);
      const source = reExports.get(name);
      // A name it does not re-export (a mistake the bundler reports): all of it, to be safe.
      if (!source) for (const { from: module } of reExports.values()) pending.push([module, 'all']);
      else pending.push([source.from, [source.name]]);
    }
  }
  return reached;
}
