// Demo build: @mswjs/data requires all of lodash for one function (../slim-deps-plugin.ts).
export { default as isFunction } from 'lodash/isFunction';
