import { getTranslations } from 'next-intl/server';
import PageHeader from '@/components/ui/PageHeader';
import { Link } from '@/lib/i18n/navigation';
import { pageLocale, staticPageMetadata } from '@/lib/page';
import { getCountries, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('countries', '/countries');

export default async function CountriesPage({ params }: PageProps<'/[locale]/countries'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Pages.countries');
  const tCommon = await getTranslations('Common');
  const countries = await withFallback(getCountries(locale), null, 'countries');
  const collator = new Intl.Collator(locale);
  const sorted = [...(countries ?? [])].sort((a, b) => collator.compare(a.name, b.name));
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        {sorted.length === 0 ? (
          <p>{countries ? tCommon('empty') : tCommon('unavailable')}</p>
        ) : (
          <ul className="country-grid">
            {sorted.map((country) => (
              <li key={country.id}>
                <Link href={{ pathname: '/members', hash: country.id }}>{country.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
