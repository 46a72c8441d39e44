export { SearchField } from './components/search-field';
