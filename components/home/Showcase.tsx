import ContentImage from '@/components/ui/ContentImage';
import ShowcaseScroll from './ShowcaseScroll';
import styles from './Showcase.module.css';

export interface ShowcasePanel {
  key: string;
  eyebrow: string;
  title: string;
  text: string;
  image: string;
}

export interface ShowcaseProps {
  panels: ShowcasePanel[];
  labels: { section: string; dots: string };
}

/**
 * About, vision and mission, rendered on the server, in a tall section whose sticky frame shows
 * one panel at a time, chosen by scroll progress (the client island ShowcaseScroll). Without
 * JavaScript the CSS lays the three panels out one after the other, so all of them stay readable.
 */
export default function Showcase({ panels, labels }: ShowcaseProps) {
  return (
    <ShowcaseScroll
      labels={labels}
      dots={panels.map((panel) => ({ key: panel.key, label: panel.eyebrow }))}
    >
      {panels.map((panel) => (
        <article key={panel.key} className={styles.panel} aria-labelledby={`showcase-${panel.key}`}>
          <div className={styles.media}>
            <ContentImage
              src={panel.image}
              alt=""
              fill
              sizes="(max-width: 768px) 100vw, 560px"
              // Just below the hero on a phone and stacked in one frame, so all three are in the
              // viewport at first: low priority keeps them from competing with the hero's picture.
              fetchPriority="low"
              className={styles.image}
            />
          </div>
          <div className={styles.body}>
            <p className={styles.eyebrow}>{panel.eyebrow}</p>
            <h2 id={`showcase-${panel.key}`} className={styles.title}>
              {panel.title}
            </h2>
            <p className={styles.text}>{panel.text}</p>
          </div>
        </article>
      ))}
    </ShowcaseScroll>
  );
}
