import { getTranslations } from 'next-intl/server';
import PageHeader from '@/components/ui/PageHeader';
import { Link } from '@/lib/i18n/navigation';
import { SITE } from '@/lib/site';
import Facts from './Facts';

export interface UnderDevelopmentProps {
  title: string;
  lead: string;
  body: string;
  showFacts?: boolean;
}

/** A real page for a section still being built: what is coming, and where to go meanwhile. */
export default async function UnderDevelopment({ title, lead, body, showFacts }: UnderDevelopmentProps) {
  const t = await getTranslations('UnderDevelopment');
  const tCommon = await getTranslations('Common');
  const tHeader = await getTranslations('Header.items');
  return (
    <>
      <PageHeader eyebrow={t('badge')} title={title} lead={lead} />
      <div className="container section">
        <p className="lead-text">{t('lead')}</p>
        <p>{body}</p>
        {showFacts ? <Facts /> : null}
        <h2 className="section-title">{t('meanwhile')}</h2>
        <ul className="link-list">
          <li>
            <a href={SITE.hubUrl} target="_blank" rel="noopener">
              {t('hub')} <span className="visually-hidden">{tCommon('opensInNewTab')}</span>
            </a>
          </li>
          <li>
            {/* Our page about the maps, which links out to them: a visitor learns what they are
                before leaving the site. */}
            <Link href="/wefe-hub/maps">{t('maps')}</Link>
          </li>
          <li>
            <Link href="/projects">{tHeader('projects')}</Link>
          </li>
          <li>
            <Link href="/publications">{tHeader('publications')}</Link>
          </li>
        </ul>
      </div>
    </>
  );
}
