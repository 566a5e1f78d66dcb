import type { Locale } from '@/lib/i18n/locales';
import ExtraLink from './ExtraLink';
import type { MegaExtras } from './header-types';
import styles from './MegaNavExtras.module.css';

export interface MegaNavExtrasProps {
  extras: MegaExtras;
  locale: Locale;
  opensInNewTab: string;
}

/**
 * The closing column of links of a mega menu panel (key documents, or the press items with
 * their dates; the What we do panel's pictures come with the menu texts, MegaNav). It does not change while the menu is used, so it is rendered on the server and
 * handed to the MegaNav island as markup.
 */
export default function MegaNavExtras({ extras, locale, opensInNewTab }: MegaNavExtrasProps) {
  if (extras.kind === 'links') {
    return (
      <div className={styles.box}>
        <p className={styles.boxTitle}>{extras.heading}</p>
        <ul>
          {extras.links.map((link) => (
            <li key={link.href}>
              <ExtraLink link={link} locale={locale} opensInNewTab={opensInNewTab} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <p className={styles.boxTitle}>{extras.heading}</p>
      {extras.items.length ? (
        <ul className={styles.press}>
          {extras.items.map((item) => (
            <li key={item.id}>
              {item.url ? (
                <a href={item.url} target="_blank" rel="noopener" className={styles.pressTitle}>
                  {item.title}
                  <span className="visually-hidden"> {opensInNewTab}</span>
                </a>
              ) : (
                <span className={styles.pressTitle}>{item.title}</span>
              )}
              {item.date ? <time dateTime={item.isoDate ?? undefined}>{item.date}</time> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <ExtraLink link={extras.viewAll} locale={locale} opensInNewTab={opensInNewTab} />
    </div>
  );
}
