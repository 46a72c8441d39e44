// The real-mode smoke's web server: nginx with the shipped deploy/nginx/webshop.conf.template,
// rendered as a host renders it (the API's origin, where to listen, the build's directory) and
// run unprivileged from a directory of its own (logs, pid, temp files).
// `node tests/browser-real/nginx.mjs` writes that directory for the REAL_TEST_* settings
// (playwright.real.config.ts runs it, then nginx).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { realModeSettings } from './servers.mjs';

export const NGINX_TEMPLATE = 'deploy/nginx/webshop.conf.template';
/** The picture resizer's script, which nginx finds beside its nginx.conf. */
const PICTURES_SCRIPT = 'deploy/nginx/webshop-pictures.js';
const TEMPLATE_SETTINGS = [
  'API_ORIGIN',
  'LISTEN',
  'WEB_ROOT',
  'PICTURE_ORIGIN',
  'PICTURE_CACHE',
  'RESOLVER',
];
/** The modules the template's picture resizer needs, as Debian packages them. */
const MODULES = ['ngx_http_image_filter_module', 'ngx_http_js_module'];
const MODULE_PACKAGES = ['libnginx-mod-http-image-filter', 'libnginx-mod-http-js'];
const MODULE_DIRS = ['/usr/lib/nginx/modules', '/usr/local/nginx/modules', '/etc/nginx/modules'];
const CANDIDATES = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx'];
const MISSING =
  'nginx was not found: the real-mode smoke serves the build through deploy/nginx/. Install it ' +
  `(Debian/Ubuntu: sudo apt-get install -y nginx ${MODULE_PACKAGES.join(' ')}) or set ` +
  'NGINX_PATH to an nginx binary (and NGINX_MODULES to its modules directory).';

/** The nginx binary (NGINX_PATH first), or undefined. */
export function findNginx() {
  return CANDIDATES.find((path) => path && existsSync(path));
}

/** The directory holding the resizer's modules (NGINX_MODULES first), or undefined. */
export function findModules() {
  return [process.env.NGINX_MODULES, ...MODULE_DIRS].find(
    (dir) => dir && MODULES.every((module) => existsSync(join(dir, `${module}.so`))),
  );
}

/** nginx and its modules; on Debian as root it installs the packages when missing. */
export function ensureNginx() {
  const found = findNginx();
  if (found && findModules()) return found;
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) throw new Error(MISSING);
  console.info("Installing Debian's nginx and its picture modules with apt-get…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx', ...MODULE_PACKAGES], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = findNginx();
  if (!installed || !findModules()) throw new Error(`apt-get installed nginx, but ${MISSING}`);
  return installed;
}

/** The template with its settings filled in, as `envsubst '${API_ORIGIN} ...'` fills them. */
export function renderTemplate(template, values) {
  return template.replace(/\$\{(\w+)\}/g, (placeholder, name) => {
    if (!TEMPLATE_SETTINGS.includes(name)) return placeholder;
    if (!values[name]) throw new Error(`${NGINX_TEMPLATE}: no value for ${name}.`);
    return values[name];
  });
}

const MIME_TYPES = {
  'text/html': 'html',
  'text/css': 'css',
  'text/javascript': 'js mjs',
  'application/json': 'json map',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/webp': 'webp',
  'image/x-icon': 'ico',
  'font/woff2': 'woff2',
  'text/plain': 'txt',
  'application/xml': 'xml',
};

/**
 * The nginx directory of the smoke: the rendered server block in a main file of its own. The
 * pictures are stored on `settings.pictureOrigin`, by default the mock server's (the Storage
 * emulator); `extraConfig` goes into the http context beside the template (the bench's).
 */
export function writeNginxConfig(settings = realModeSettings(), extraConfig = '') {
  const dir = resolve(settings.nginxDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const server = renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
    API_ORIGIN: settings.apiOrigin,
    LISTEN: `127.0.0.1:${settings.appPort}`,
    WEB_ROOT: resolve(settings.outDir),
    // An address, which nginx asks no DNS server for.
    PICTURE_ORIGIN: settings.pictureOrigin ?? settings.apiOrigin,
    PICTURE_CACHE: join(dir, 'pictures'),
    RESOLVER: '127.0.0.1',
  });
  mkdirSync(join(dir, 'pictures'));
  writeFileSync(join(dir, 'webshop.conf'), server);
  copyFileSync(PICTURES_SCRIPT, join(dir, 'webshop-pictures.js'));
  const modules = findModules();
  const types = Object.entries(MIME_TYPES).map(([type, ext]) => `    ${type} ${ext};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root, nginx would run its workers as nobody, who may not read a checkout under /root.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      ...MODULES.map((module) => `load_module ${join(modules, `${module}.so`)};`),
      'worker_processes 1;',
      'error_log stderr warn;',
      'events { worker_connections 256; }',
      'http {',
      `  types {\n${types.join('\n')}\n  }`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...temp.map((name) => `  ${name}_temp_path ${join(dir, name)};`),
      `  include ${join(dir, 'webshop.conf')};`,
      extraConfig,
      '}',
      '',
    ].join('\n'),
  );
  return dir;
}

/** The shell command that serves the smoke: write the directory, then run nginx in front. */
export function nginxCommand(settings = realModeSettings()) {
  const nginx = findNginx() ?? 'nginx';
  const dir = resolve(settings.nginxDir);
  const conf = join(dir, 'nginx.conf');
  const globals = `daemon off; pid ${join(dir, 'nginx.pid')};`;
  return `node tests/browser-real/nginx.mjs && exec ${nginx} -e stderr -p ${dir} -c ${conf} -g '${globals}'`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!findNginx() || !findModules()) {
    console.error(MISSING);
    process.exit(1);
  }
  writeNginxConfig();
}
