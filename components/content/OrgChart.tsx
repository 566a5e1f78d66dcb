import type { SystemChartNode } from '@/lib/provider/types';
import styles from './OrgChart.module.css';

export interface OrgChartProps {
  nodes: SystemChartNode[];
}

/** The organisational structure as a nested list: readable as a tree by assistive technology. */
export default function OrgChart({ nodes }: OrgChartProps) {
  const children = (parentId: string | null) => nodes.filter((node) => node.parentId === parentId);
  const render = (parentId: string | null) => {
    const level = children(parentId);
    if (level.length === 0) return null;
    return (
      <ul className={styles.level}>
        {level.map((node) => (
          <li key={node.id}>
            <div className={styles.node}>
              <strong>{node.title}</strong>
              {node.description ? <span>{node.description}</span> : null}
            </div>
            {render(node.id)}
          </li>
        ))}
      </ul>
    );
  };
  return <div className={styles.chart}>{render(null)}</div>;
}
