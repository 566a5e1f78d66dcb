import { useLocale } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import type { ProjectSummary } from '@/lib/provider/types';
import ProjectCard from './ProjectCard';
import SpaceActivatesCards from './SpaceActivatesCards';
import styles from './FeaturedProjects.module.css';

/** At most 4 featured projects; default images cycle through these keys. */
export const FEATURED_LIMIT = 4;
export const PLACEHOLDER_KEYS = ['desal', 'reuse', 'wefe', 'policy'] as const;

export function placeholderImage(index: number): string {
  return `/content/placeholders/${PLACEHOLDER_KEYS[index % PLACEHOLDER_KEYS.length]}.webp`;
}

/**
 * Projects are read on the server into the first HTML, so there is no loading state to show: the
 * spec's skeleton cards belong to a client-side fetch, which this page does not make.
 */
export type FeaturedProjectsState =
  { status: 'loaded'; projects: ProjectSummary[] } | { status: 'error' };

export interface FeaturedProjectsProps {
  state: FeaturedProjectsState;
  /** Localised static titles of the placeholder cards, in PLACEHOLDER_KEYS order. */
  placeholderTitles: string[];
  labels: { project: string; empty: string };
}

/**
 * The featured-projects grid: up to 4 project cards, or 4 non-clickable placeholder cards with
 * localised titles and cycling default images when the provider failed (docs/features.md, "The home page").
 */
export default function FeaturedProjects({
  state,
  placeholderTitles,
  labels,
}: FeaturedProjectsProps) {
  const locale = useLocale() as Locale;
  const cards =
    state.status === 'loaded'
      ? state.projects.slice(0, FEATURED_LIMIT).map((project, index) => ({
          key: project.id ?? `project-${index}`,
          title: project.title,
          image: project.image ?? placeholderImage(index),
          href: project.id
            ? localizePath(locale, `/projects/${encodeURIComponent(project.id)}`)
            : null,
        }))
      : PLACEHOLDER_KEYS.map((key, index) => ({
          key,
          title: placeholderTitles[index] || labels.project,
          image: placeholderImage(index),
          href: null,
        }));

  if (cards.length === 0) return <p className={styles.empty}>{labels.empty}</p>;
  return (
    <>
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.key}>
            <ProjectCard title={card.title} image={card.image} href={card.href} />
          </li>
        ))}
      </ul>
      {cards.some((card) => card.href) ? <SpaceActivatesCards /> : null}
    </>
  );
}
