// Demo build: @mswjs/data requires all of date-fns for one comparator (../slim-deps-plugin.ts).
export { default as compareAsc } from 'date-fns/compareAsc';
