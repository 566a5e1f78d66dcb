import { getTranslations } from 'next-intl/server';
import CountryProfiles from '@/components/content/CountryProfiles';
import PageHeader from '@/components/ui/PageHeader';
import { routeLocale } from '@/lib/i18n/route-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { getCountries, getMemberStates, resources, withFallback } from '@/lib/provider';

export const revalidate = 300;
export const generateMetadata = staticPageMetadata('countries', '/countries');

export default async function CountriesPage({ params }: PageProps<'/[locale]/countries'>) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Pages.countries');
  const tCommon = await getTranslations('Common');
  const [countries, members, projects] = await Promise.all([
    withFallback(getCountries(locale), null, 'countries'),
    withFallback(getMemberStates(locale), [], 'member states for country profiles'),
    withFallback(resources.projects.all(locale), [], 'projects per country'),
  ]);
  // The countries resource says which countries the network works in; the member records
  // give each its institution and flag. Sorted by name in the reader's language.
  const codes = new Set((countries ?? []).map((country) => country.code?.toLowerCase()));
  const profiles = members.filter((member) => member.code && codes.has(member.code));
  return (
    <>
      <PageHeader title={t('title')} lead={t('description')} />
      <div className="container section">
        {profiles.length ? (
          <CountryProfiles members={profiles} projects={projects} variant="profile" />
        ) : (
          <p>{countries ? tCommon('empty') : tCommon('unavailable')}</p>
        )}
      </div>
    </>
  );
}
