import ContentImage from '@/components/ui/ContentImage';
import { getTranslations } from 'next-intl/server';
import type { MemberState } from '@/lib/provider/types';
import styles from './MemberList.module.css';

export interface MemberListProps {
  members: MemberState[];
  emptyText: string;
}

/** Member states with their focal institutions and contacts; the map comes with the home page issue. */
export default async function MemberList({ members, emptyText }: MemberListProps) {
  const t = await getTranslations('Lists');
  const tCommon = await getTranslations('Common');
  if (members.length === 0) return <p>{emptyText}</p>;
  return (
    <ul className={styles.list}>
      {members.map((member) => (
        <li key={member.id} className={styles.card} id={member.id}>
          <div className={styles.head}>
            {member.image ? (
              // Flags are SVG files from the flag-icons package: shown as they are, not re-encoded.
              <ContentImage src={member.image} alt="" width={48} height={36} unoptimized className={styles.flag} />
            ) : null}
            <div>
              <h2 className={styles.name}>{member.name}</h2>
              {member.mapKey ? (
                <p className={styles.rank}>
                  <span className={styles.swatch} style={{ backgroundColor: member.mapKey.color }} aria-hidden="true" />
                  {member.rank ?? member.mapKey.title}
                </p>
              ) : null}
            </div>
          </div>
          <dl className={styles.details}>
            {member.instituteName ? (
              <div>
                <dt>{t('institute')}</dt>
                <dd>{member.instituteName}</dd>
              </div>
            ) : null}
            {member.location ? (
              <div>
                <dt>{t('capital')}</dt>
                <dd>{member.location}</dd>
              </div>
            ) : null}
            {member.tel ? (
              <div>
                <dt>{tCommon('phone')}</dt>
                <dd>
                  <a href={`tel:${member.tel.replace(/[^\d+]/g, '')}`} dir="ltr">
                    {member.tel}
                  </a>
                </dd>
              </div>
            ) : null}
            {member.fax ? (
              <div>
                <dt>{tCommon('fax')}</dt>
                <dd dir="ltr">{member.fax}</dd>
              </div>
            ) : null}
            {member.email ? (
              <div>
                <dt>{tCommon('email')}</dt>
                <dd>
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
