'use client';

import { useMemo, type KeyboardEvent } from 'react';
import { useMapContext, useZoomPanContext } from 'react-simple-maps';
import type { MemberCountry } from '@/lib/map/countries';
import { markerWidth, spreadMarkers } from '@/lib/map/markers';
import type { MemberState } from '@/lib/provider/types';
import styles from './WorldMap.module.css';

/** Height of a marker with its label below it, in canvas units (ring 19, label 11, a gap). */
const MARKER_HEIGHT = 32;

export interface Located {
  member: MemberState;
  country: MemberCountry;
}

export interface MemberMarkersProps {
  located: Located[];
  selectedId: string | null;
  onSelect: (member: MemberState, trigger: Element) => void;
}

/**
 * Markers at the members' fixed coordinates, nudged apart where they crowd (the Levant) and kept
 * inside the canvas. They keep their size while the map zooms, and each is a keyboard-operable
 * button: the map's shapes are not focusable, so markers are the way in without a mouse.
 */
export default function MemberMarkers({ located, selectedId, onSelect }: MemberMarkersProps) {
  const { projection, width, height } = useMapContext();
  const { k } = useZoomPanContext();
  const placed = useMemo(() => {
    const origins = new Map<string, [number, number]>();
    const points = located.flatMap(({ member, country }) => {
      const xy = projection(country.coordinates);
      if (!xy) return [];
      origins.set(member.id, xy);
      return [{ id: member.id, x: xy[0], y: xy[1], width: markerWidth(member.name) }];
    });
    return spreadMarkers(points, { width, height, markerHeight: MARKER_HEIGHT }).map((point) => ({
      ...point,
      origin: origins.get(point.id)!,
    }));
  }, [located, projection, width, height]);
  const byId = new Map(located.map((entry) => [entry.member.id, entry]));

  const onKeyDown = (event: KeyboardEvent<SVGGElement>, member: MemberState) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(member, event.currentTarget);
  };

  return (
    <g>
      {placed.map(({ id, x, y, origin }) => {
        const entry = byId.get(id)!;
        const [dx, dy] = [(origin[0] - x) * k, (origin[1] - y) * k];
        const selected = id === selectedId;
        return (
          <g
            key={id}
            transform={`translate(${x} ${y}) scale(${1 / k})`}
            role="button"
            tabIndex={0}
            aria-label={entry.member.name}
            aria-haspopup="dialog"
            aria-expanded={selected}
            data-member={id}
            className={`${styles.marker} ${selected ? styles.markerSelected : ''}`}
            onClick={(event) => onSelect(entry.member, event.currentTarget)}
            onKeyDown={(event) => onKeyDown(event, entry.member)}
          >
            {Math.hypot(dx, dy) > 2 ? (
              <>
                <line x1={dx} y1={dy} x2={0} y2={0} className={styles.leader} />
                <circle cx={dx} cy={dy} r={1.8} className={styles.origin} />
              </>
            ) : null}
            <circle r={9.5} className={styles.markerRing} />
            <image
              href={`/flags/${entry.country.iso2}.svg`}
              x={-8}
              y={-6}
              width={16}
              height={12}
              preserveAspectRatio="xMidYMid slice"
            />
            <text y={20} textAnchor="middle" className={styles.markerLabel}>
              {entry.member.name}
            </text>
          </g>
        );
      })}
    </g>
  );
}
