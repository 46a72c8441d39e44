export { useSearchMatches } from './use-search-matches';
