import { getTranslations } from 'next-intl/server';
import DetailLayout from '@/components/content/DetailLayout';
import FactList from '@/components/ui/FactList';
import { isOpen } from '@/lib/deadlines';
import { formatDate, isolateLtr } from '@/lib/format';
import { detailRoute } from '@/lib/detail';
import { getTender, getTenders } from '@/lib/provider';
import DetailFallback from '@/components/layout/DetailFallback';

export const revalidate = 300;

const route = detailRoute({
  base: '/tenders',
  list: (locale) => getTenders(locale, { perPage: 100 }).then((r) => r.items),
  get: getTender,
  describe: async (tender, locale) => ({
    title: tender.title,
    description: (await getTranslations({ locale, namespace: 'Pages.tenders' }))('description'),
  }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function TenderPage({ params }: PageProps<'/[locale]/tenders/[id]'>) {
  const { locale, loaded } = await route.resolve(params);
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
