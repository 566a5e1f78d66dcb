'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { MemberState } from '@/lib/provider/types';
import styles from './MemberDetails.module.css';

export interface MemberDetailsProps {
  member: MemberState;
  headingId: string;
}

/** Digits and a leading plus: what a `tel:` link may carry. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A member's card: title; rank, bullet, institute; image; rows for rank, tel (phone
 * link), fax and email (mailto link). Shared by the map's card and the list view's dialog.
 */
export default function MemberDetails({ member, headingId }: MemberDetailsProps) {
  const t = useTranslations('MemberMap');
  // A broken image is hidden rather than drawn as a broken-image icon.
  const [brokenImage, setBrokenImage] = useState<string | null>(null);
  const rank = member.rank ?? member.mapKey?.title ?? null;
  const description = [rank, member.instituteName].filter(Boolean).join(' • ');
  return (
    <div className={styles.details}>
      <div className={styles.detailsHead}>
        {member.image && brokenImage !== member.image ? (
          // A flag or institute picture from the provider, shown as sent (often SVG).
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={member.image}
            alt=""
            width={64}
            height={48}
            className={styles.detailsImage}
            onError={() => setBrokenImage(member.image)}
          />
        ) : null}
        <div>
          <h3 id={headingId} className={styles.detailsTitle}>
            {member.title}
          </h3>
          {description ? <p className={styles.detailsDescription}>{description}</p> : null}
        </div>
      </div>
      <dl className={styles.rows}>
        {rank ? (
          <div>
            <dt>{t('rank')}</dt>
            <dd>{rank}</dd>
          </div>
        ) : null}
        {member.tel ? (
          <div>
            <dt>{t('tel')}</dt>
            <dd>
              <a href={telHref(member.tel)} dir="ltr">
                {member.tel}
              </a>
            </dd>
          </div>
        ) : null}
        {member.fax ? (
          <div>
            <dt>{t('fax')}</dt>
            <dd>
              <span dir="ltr">{member.fax}</span>
            </dd>
          </div>
        ) : null}
        {member.email ? (
          <div>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${member.email}`} dir="ltr">
                {member.email}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
