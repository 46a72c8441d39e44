// Demo build: @mswjs/data requires all of lodash (70 KB) for one function.
export { default as isFunction } from 'lodash/isFunction';
