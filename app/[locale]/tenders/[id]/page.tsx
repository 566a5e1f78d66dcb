import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import DetailLayout from '@/components/content/DetailLayout';
import FactList from '@/components/ui/FactList';
import { isOpen } from '@/lib/deadlines';
import { formatDate, isolateLtr } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { fallbackMetadata, loadDetail } from '@/lib/detail';
import { buildMetadata, pageLocale } from '@/lib/page';
import { getTender, getTenders } from '@/lib/provider';
import { staticIds } from '@/lib/static-params';
import DetailFallback from '@/components/layout/DetailFallback';

export const revalidate = 300;

const load = cache((locale: Locale, id: string) =>
  loadDetail(getTender(locale, id), 'tenders detail'),
);

export function generateStaticParams() {
  return staticIds('tenders', (locale) =>
    getTenders(locale, { perPage: 100 }).then((r) => r.items),
  );
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/tenders/[id]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const loaded = await load(locale, (await params).id);
  if (loaded.status !== 'found') return fallbackMetadata(locale, loaded);
  const tender = loaded.item;
  const t = await getTranslations({ locale, namespace: 'Pages.tenders' });
  return buildMetadata({
    locale,
    path: `/tenders/${tender.id}`,
    title: tender.title,
    description: t('description'),
  });
}

export default async function TenderPage({ params }: PageProps<'/[locale]/tenders/[id]'>) {
  const locale = await pageLocale(params);
  const loaded = await load(locale, (await params).id);
  if (loaded.status !== 'found')
    return <DetailFallback loaded={loaded} back="/tenders" section="tenders" />;
  const tender = loaded.item;
  const t = await getTranslations('Lists');
  const tCommon = await getTranslations('Common');
  const tPage = await getTranslations('Pages.tenders');
  const open = isOpen(tender);
  return (
    <DetailLayout
      title={tender.title}
      eyebrow={open ? t('active') : t('expired')}
      meta={
        tender.reference ? (
          <span>{t('reference', { reference: isolateLtr(tender.reference) })}</span>
        ) : null
      }
      body={tender.description}
      back={{ href: '/tenders', label: tCommon('backTo', { section: tPage('title') }) }}
      aside={
        <>
          <FactList
            facts={[
              { label: tCommon('location'), value: tender.location },
              { label: t('issuedLabel'), value: formatDate(tender.issueDate, locale) },
              { label: t('deadlineLabel'), value: formatDate(tender.deadline, locale) },
              { label: t('status'), value: open ? t('active') : t('expired') },
              {
                label: t('remaining'),
                value:
                  open && tender.daysRemaining && tender.daysRemaining > 0
                    ? t('daysRemaining', { count: tender.daysRemaining })
                    : null,
              },
            ]}
          />
          {tender.file ? (
            <p>
              <a className="button" href={tender.file} target="_blank" rel="noopener">
                {t('downloadRfp')}
                <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
              </a>
            </p>
          ) : null}
          {!open ? <p>{t('tenderClosed')}</p> : null}
        </>
      }
    />
  );
}
