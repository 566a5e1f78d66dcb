import { getLocale } from 'next-intl/server';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Impact } from '@/lib/provider/types';
import styles from './Facts.module.css';

export interface ImpactFiguresProps {
  impacts: Impact[];
}

/** The provider's impact figures (`/our-impacts`), in the language's own digits. */
export default async function ImpactFigures({ impacts }: ImpactFiguresProps) {
  const locale = (await getLocale()) as Locale;
  return (
    <dl className={styles.facts}>
      {impacts.map((impact) => (
        <div key={impact.id} className={styles.fact} title={impact.description ?? undefined}>
          <dt>{impact.label}</dt>
          <dd>
            <bdi>
              {formatNumber(impact.value, locale)}
              {impact.suffix}
            </bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
