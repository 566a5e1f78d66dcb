import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import OwnStateResponse from '@/components/layout/OwnStateResponse';
import ProposalLauncher from '@/components/tenders/ProposalLauncher';
import RetryButton from '@/components/tenders/RetryButton';
import TenderDetails from '@/components/tenders/TenderDetails';
import TenderState from '@/components/tenders/TenderState';
import { isOpen } from '@/lib/deadlines';
import { detailRoute } from '@/lib/detail';
import { getTender, ProviderError, resources } from '@/lib/provider';
import JsonLd from '@/components/seo/JsonLd';
import { detailBreadcrumb } from '@/lib/seo/breadcrumbs';

export const revalidate = 300;

const route = detailRoute({
  base: '/tenders',
  first: resources.tenders.first,
  get: getTender,
  describe: async (tender, locale) => ({
    title: tender.title,
    description: (await getTranslations({ locale, namespace: 'Pages.tenders' }))('description'),
  }),
});

export const generateStaticParams = route.generateStaticParams;

/** The tender page's own titles for its not-found and error states; the detail route's otherwise. */
export async function generateMetadata(
  props: PageProps<'/[locale]/tenders/[id]'>,
): Promise<Metadata> {
  const { locale, loaded } = await route.resolve(props.params);
  if (loaded.status === 'found') return route.generateMetadata(props);
  const t = await getTranslations({ locale, namespace: 'Tenders' });
  return {
    title: loaded.status === 'missing' ? t('notFound') : t('errorTitle'),
    robots: { index: false, follow: false },
  };
}

export default async function TenderPage({ params }: PageProps<'/[locale]/tenders/[id]'>) {
  const { locale, loaded } = await route.resolve(params);
  const t = await getTranslations('Tenders');

  if (loaded.status === 'missing') {
    return (
      <OwnStateResponse
        status="missing"
        view={<TenderState title={t('notFound')} message={t('notFoundText')} />}
      />
    );
  }
  if (loaded.status === 'failed') {
    // The provider said success: false, or it could not be reached or read.
    const unsuccessful =
      loaded.error instanceof ProviderError && loaded.error.kind === 'unsuccessful';
    return (
      <OwnStateResponse
        status="failed"
        error={loaded.error}
        view={
          <TenderState
            alert
            title={t('errorTitle')}
            message={unsuccessful ? t('errorUnsuccessful') : t('errorNetwork')}
            action={<RetryButton label={t('retry')} />}
          />
        }
      />
    );
  }

  const tender = loaded.item;
  const open = isOpen(tender);
  const tProposal = await getTranslations('Proposal');
  const tPage = await getTranslations('Pages.tenders');
  return (
    <>
      <JsonLd
        data={await detailBreadcrumb(
          locale,
          { name: tPage('title'), path: '/tenders' },
          { name: tender.title, path: `/tenders/${tender.id}` },
        )}
      />
      <TenderDetails
        tender={tender}
        locale={locale}
        open={open}
        apply={
          // The form's code and strings are fetched when the visitor reaches for the button.
          <ProposalLauncher
            tenderId={tender.id}
            tenderTitle={tender.title}
            locale={locale}
            label={tProposal('open')}
          />
        }
      />
    </>
  );
}
