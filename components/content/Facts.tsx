import { getLocale, getTranslations } from 'next-intl/server';
import { formatNumber, formatYear } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site';
import styles from './Facts.module.css';

/** The network's fixed facts: founded 1987, 22 member states, 100+ programmes, 40+ publications. */
export default async function Facts() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Pages.home.facts');
  // Years are not grouped ("1987", not "1,987"); counts use the language's own digits.
  const year = formatYear(SITE.founded, locale);
  const facts = [
    { value: year, label: t('founded') },
    { value: formatNumber(SITE.memberStates, locale), label: t('members') },
    { value: `${formatNumber(SITE.programs, locale)}+`, label: t('programs') },
    { value: `${formatNumber(SITE.publications, locale)}+`, label: t('publications') },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>
            <bdi>{fact.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
