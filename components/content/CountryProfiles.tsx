import ContentImage from '@/components/ui/ContentImage';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { MemberState, ProjectSummary } from '@/lib/provider/types';
import styles from './CountryProfiles.module.css';

export interface CountryProfilesProps {
  members: MemberState[];
  projects: ProjectSummary[];
  /** `profile`: the full card (countries page); `footprint`: the work done in each country. */
  variant: 'profile' | 'footprint';
}

/** One card per member state: its institution and the projects the network runs there. */
export default async function CountryProfiles({ members, projects, variant }: CountryProfilesProps) {
  const t = await getTranslations('Lists');
  const shown = variant === 'footprint' ? members.filter((m) => projects.some((p) => m.code && p.countries.includes(m.code))) : members;
  return (
    <ul className={styles.grid}>
      {shown.map((member) => {
        const here = projects.filter((project) => member.code && project.countries.includes(member.code));
        return (
          <li key={member.id} className={styles.card}>
            <div className={styles.head}>
              {member.image ? <ContentImage src={member.image} alt="" width={40} height={30} unoptimized className={styles.flag} /> : null}
              <h2 className={styles.name}>{member.name}</h2>
            </div>
            {variant === 'profile' ? (
              <dl className={styles.facts}>
                {member.location ? (
                  <div>
                    <dt>{t('capital')}</dt>
                    <dd>{member.location}</dd>
                  </div>
                ) : null}
                {member.instituteName ? (
                  <div>
                    <dt>{t('institute')}</dt>
                    <dd>
                      <Link href={{ pathname: '/members', hash: member.id }}>{member.instituteName}</Link>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
            <p className={styles.count}>{t('projectsIn', { count: here.length })}</p>
            {here.length ? (
              <ul className={styles.projects}>
                {here.map((project) =>
                  project.id ? (
                    <li key={project.id}>
                      <Link href={`/projects/${project.id}`}>{project.shortTitle ?? project.title}</Link>
                    </li>
                  ) : null,
                )}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
