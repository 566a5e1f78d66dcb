import { getTranslations } from 'next-intl/server';
import SearchDisclosure from './SearchDisclosure';
import SearchForm from './SearchForm';
import SearchIcon from './SearchIcon';
import styles from './HeaderSearch.module.css';

/**
 * The header's search entry on wide screens: a button that opens a search field. It is a
 * native `<details>` disclosure, so it opens and submits without JavaScript; the small island
 * only moves the focus into the field and closes it on Escape. Below 1024 px the drawer's
 * field (DrawerSearch) takes its place.
 */
export default async function HeaderSearch() {
  const t = await getTranslations('Search');
  return (
    <SearchDisclosure
      className={styles.disclosure}
      summaryClassName={styles.toggle}
      panelClassName={styles.panel}
      summary={
        <>
          <SearchIcon />
          <span className="visually-hidden">{t('open')}</span>
        </>
      }
    >
      <SearchForm id="header-search-query" variant="header" />
    </SearchDisclosure>
  );
}
