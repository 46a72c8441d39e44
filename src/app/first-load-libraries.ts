/**
 * What main.tsx imports to evaluate the libraries' chunk (build-time/plugins/first-load-chunks.ts):
 * importing any module of a chunk evaluates all of it. One small export, because a dynamic import
 * keeps every export of the module it names: `import('react-router-dom')` kept all of React
 * Router.
 */
export { QueryClient } from '@tanstack/react-query';
