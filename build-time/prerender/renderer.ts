import { createServer, type ResolvedConfig, type ViteDevServer } from 'vite';

/** Vite's SSR loader with the build's own mode and settings: it renders the app in Node. */
export async function startRenderer(
  config: ResolvedConfig,
  define: Record<string, string>,
): Promise<ViteDevServer> {
  const renderer = await createServer({
    configFile: config.configFile,
    mode: config.mode,
    base: config.base,
    define,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  if (config.env.VITE_API_MODE === 'mock') {
    // As mocks/browser/boot.ts does before the demo renders: the sign-in page shows the account.
    const { demoAccount } = await renderer.ssrLoadModule('/src/config/demo.ts');
    const { DEMO_CREDENTIALS } = await renderer.ssrLoadModule('/mocks/data/accounts.ts');
    demoAccount.register(DEMO_CREDENTIALS);
  }
  return renderer;
}

/** Runs `render` and returns it with the modules it loaded first: the page's lazy screens. */
export async function withModulesLoaded<Result>(
  renderer: ViteDevServer,
  render: () => Promise<Result>,
) {
  const loaded = () =>
    [...renderer.environments.ssr.moduleGraph.idToModuleMap.values()]
      .filter((module) => module.transformResult && module.id)
      .map((module) => module.id!);
  const before = new Set(loaded());
  const result = await render();
  return { result, modules: new Set(loaded().filter((id) => !before.has(id))) };
}
