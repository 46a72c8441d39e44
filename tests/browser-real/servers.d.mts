export interface RealModeSettings {
  appPort: number;
  apiPort: number;
  outDir: string;
  nginxDir: string;
  appOrigin: string;
  apiOrigin: string;
  viteEnv: Record<string, string>;
}
export function realModeSettings(environment?: NodeJS.ProcessEnv): RealModeSettings;
export function mockServerEnv(settings: RealModeSettings): Record<string, string>;
export function controlHeaders(environment?: NodeJS.ProcessEnv): Record<string, string>;
