import ContentImage from '@/components/ui/ContentImage';
import type { MegaGroup } from './header-types';
import styles from './MegaNav.module.css';

/** The opening column of a mega menu panel: the group's image, title and description. */
export default function MegaNavIntro({ group }: { group: MegaGroup }) {
  return (
    <div className={styles.intro}>
      <div className={styles.introImage}>
        <ContentImage src={group.image} alt="" fill sizes="260px" />
      </div>
      <p className={styles.introTitle}>{group.title}</p>
      <p>{group.description}</p>
    </div>
  );
}
