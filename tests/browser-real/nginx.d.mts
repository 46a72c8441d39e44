import type { RealModeSettings } from './servers.mjs';

export const NGINX_TEMPLATE: string;
export function findNginx(): string | undefined;
export function findModules(): string | undefined;
export function ensureNginx(): string;
export function renderTemplate(template: string, values: Record<string, string>): string;
export function writeNginxConfig(
  settings?: RealModeSettings & { pictureOrigin?: string },
  extraConfig?: string,
): string;
export function nginxCommand(settings?: RealModeSettings): string;
