import ContentImage from '@/components/ui/ContentImage';
import { getTranslations } from 'next-intl/server';
import type { TeamMember } from '@/lib/provider/types';
import TeamProfile from './TeamProfile';
import styles from './TeamGrid.module.css';

export interface TeamGridProps {
  members: TeamMember[];
}

/**
 * People as cards, rendered on the server with their biographies; each card is a button that
 * opens the biography in the site's modal dialog (`TeamProfile`, the only client part).
 */
export default async function TeamGrid({ members }: TeamGridProps) {
  const t = await getTranslations('Lists');
  const tHeader = await getTranslations('Header');
  return (
    <ul className={styles.grid}>
      {members.map((member) => {
        const heading = `team-member-${member.id}-name`;
        const hint = `team-bio-hint-${member.id}`;
        return (
          <li key={member.id}>
            <TeamProfile
              describedBy={hint}
              labelledBy={heading}
              closeLabel={tHeader('close')}
              card={
                <>
                  {member.image ? (
                    <span className={styles.photo}>
                      <ContentImage
                        src={member.image}
                        alt=""
                        fill
                        sizes="(max-width: 640px) 50vw, 280px"
                      />
                    </span>
                  ) : null}
                  <span className={styles.name}>{member.name}</span>
                  {member.position ? <span className={styles.role}>{member.position}</span> : null}
                </>
              }
            >
              {member.image ? (
                <span className={styles.dialogPhoto}>
                  <ContentImage src={member.image} alt="" fill sizes="120px" />
                </span>
              ) : null}
              <h2 id={heading}>{member.name}</h2>
              {member.position ? <p className={styles.role}>{member.position}</p> : null}
              {member.bio ? <p>{member.bio}</p> : null}
              {member.email ? (
                <p>
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                </p>
              ) : null}
            </TeamProfile>
            <span id={hint} hidden>
              {t('readBio', { name: member.name })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
