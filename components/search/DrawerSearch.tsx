import SearchForm from './SearchForm';

/** The drawer's search field: always open, above the menu links. */
export default function DrawerSearch() {
  return <SearchForm id="drawer-search-query" variant="drawer" />;
}
