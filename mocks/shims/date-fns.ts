// Demo build: @mswjs/data requires all of date-fns (90 KB) for one comparator.
export { default as compareAsc } from 'date-fns/compareAsc';
