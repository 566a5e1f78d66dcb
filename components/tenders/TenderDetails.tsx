import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import RichText from '@/components/content/RichText';
import PageHeader from '@/components/ui/PageHeader';
import { formatActionDate, formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import { Link } from '@/lib/i18n/navigation';
import type { Tender } from '@/lib/provider/types';
import StatusBadge from './StatusBadge';
import styles from './TenderDetails.module.css';

export interface TenderDetailsProps {
  tender: Tender;
  locale: Locale;
  open: boolean;
  /** The Submit Proposal control, shown only for an open tender. */
  apply: ReactNode;
}

/** `tel:` wants digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A tender's details (docs/features.md, "Tenders and proposals"): the hero, the table of facts, an overview, "About the Tender" with the
 * sanitised description, the three fixed requirements, and the side summary with the RFP
 * download and the way to apply.
 */
export default async function TenderDetails({ tender, locale, open, apply }: TenderDetailsProps) {
  const t = await getTranslations('Tenders');
  const tCommon = await getTranslations('Common');
  const none = <span className={styles.none}>{t('notSpecified')}</span>;
  const issueDate = formatDate(tender.issueDate, locale);
  const deadline = formatActionDate(tender.deadline, locale);
  const status = <StatusBadge open={open} label={open ? t('active') : t('expired')} />;
  const daysRemaining =
    open && tender.daysRemaining !== null && tender.daysRemaining > 0 ? tender.daysRemaining : null;

  const rows: { label: string; value: ReactNode }[] = [
    { label: t('fields.title'), value: tender.title },
    { label: t('fields.location'), value: tender.location },
    { label: t('fields.duration'), value: tender.duration },
    { label: t('fields.issueDate'), value: issueDate },
    { label: t('fields.deadline'), value: deadline },
    {
      label: t('fields.mobile'),
      value: tender.mobile ? (
        <a href={telHref(tender.mobile)} dir="ltr">
          {tender.mobile}
        </a>
      ) : null,
    },
    {
      label: t('fields.landline'),
      value: tender.landline ? (
        <a href={telHref(tender.landline)} dir="ltr">
          {tender.landline}
        </a>
      ) : null,
    },
    {
      label: t('fields.email'),
      value: tender.email ? (
        <a href={`mailto:${tender.email}`} dir="ltr">
          {tender.email}
        </a>
      ) : null,
    },
  ];

  const summary: { label: string; value: ReactNode }[] = [
    { label: t('fields.location'), value: tender.location ?? none },
    { label: t('fields.duration'), value: tender.duration ?? none },
    { label: t('fields.issueDate'), value: issueDate ?? none },
    { label: t('fields.deadline'), value: deadline ?? none },
    { label: t('fields.status'), value: status },
    ...(daysRemaining !== null
      ? [{ label: t('fields.daysRemaining'), value: t('daysRemaining', { count: daysRemaining }) }]
      : []),
  ];

  return (
    <>
      <PageHeader eyebrow={t('hero')} title={tender.title}>
        <p className={styles.heroStatus}>{status}</p>
      </PageHeader>
      <div className={`container ${styles.page}`}>
        <p className={styles.back}>
          <Link href="/tenders">
            <span className="flip-rtl" aria-hidden="true">
              ←
            </span>{' '}
            {t('back')}
          </Link>
        </p>
        <div className={styles.columns}>
          <div className={styles.main}>
            <section aria-labelledby="tender-information">
              <h2 id="tender-information">{t('tableCaption')}</h2>
              <table className={styles.table} aria-labelledby="tender-information">
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td>{row.value ?? none}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>

            <section aria-labelledby="tender-overview">
              <h2 id="tender-overview">{t('overview')}</h2>
              <p className={styles.overview}>
                {open && deadline ? t('overviewOpen', { deadline }) : t('overviewClosed')}
              </p>
            </section>

            <section aria-labelledby="tender-about">
              <h2 id="tender-about">{t('about')}</h2>
              {tender.description ? (
                <RichText html={tender.description} under={2} />
              ) : (
                <p>{none}</p>
              )}
            </section>

            <section aria-labelledby="tender-requirements">
              <h2 id="tender-requirements">{t('requirements')}</h2>
              <ul className={styles.requirements}>
                <li>{t('requirement1')}</li>
                <li>{t('requirement2')}</li>
                <li>{t('requirement3')}</li>
              </ul>
            </section>
          </div>

          <aside className={styles.summary} aria-labelledby="tender-summary">
            <h2 id="tender-summary" className={styles.summaryTitle}>
              {t('summary')}
            </h2>
            <dl className={styles.facts}>
              {summary.map((fact) => (
                <div key={fact.label} className={styles.fact}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
            <div className={styles.actions}>
              {tender.file ? (
                <a
                  className="button button-secondary"
                  href={tender.file}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('download')}
                  <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
                </a>
              ) : null}
              {open ? apply : <p className={styles.closed}>{t('closed')}</p>}
            </div>
          </aside>
        </div>
      </div>
    </>
  );
}
