'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  ComposableMap,
  Geographies,
  Geography,
  ZoomableGroup,
  type GeographiesProps,
} from 'react-simple-maps';
import { findMemberCountry } from '@/lib/map/countries';
import { legendKeys, memberForShape } from '@/lib/map/members';
import { MAP_HEIGHT, MAP_WIDTH, mapViewFor } from '@/lib/map/markers';
import type { MemberState } from '@/lib/provider/types';
import CloseButton from '@/components/ui/CloseButton';
import MemberDetails from './MemberDetails';
import MemberMarkers from './MemberMarkers';
import styles from './WorldMap.module.css';

/** The map zooms from the whole region (1) to four times closer. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** A selection nudges the map for about 0.6 s, so the eye finds the chosen country. */
export const NUDGE_MS = 600;
/** Members without a map key still read as members. */
const DEFAULT_MEMBER_COLOR = '#0f766e';

export interface WorldMapProps {
  members: MemberState[];
  /** A URL in the browser; the imported TopoJSON object in tests (jsdom has no fetch of files). */
  geography: GeographiesProps['geography'];
}

/**
 * The member-state world map (docs/features.md, "The home page"): Mercator, zoom 1–4, members filled with
 * their map key's colour, markers with flag and name, and a non-modal detail card for the
 * selected country that an outside click, Escape or its close button dismisses.
 */
export default function WorldMap({ members, geography }: WorldMapProps) {
  const t = useTranslations('MemberMap');
  const located = useMemo(
    () =>
      members.flatMap((member) => {
        const country = findMemberCountry(member);
        return country ? [{ member, country }] : [];
      }),
    [members],
  );
  const view = useMemo(
    () => mapViewFor(located.map(({ country }) => country.coordinates)),
    [located],
  );
  const shapeMember = useMemo(() => memberForShape(members), [members]);

  const [position, setPosition] = useState({ center: view.center, zoom: MIN_ZOOM });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [nudge, setNudge] = useState<{ x: number; y: number } | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<Element | null>(null);
  const nudgeTimer = useRef<number | undefined>(undefined);
  const selected = members.find((member) => member.id === selectedId) ?? null;

  const close = (restoreFocus: boolean) => {
    setSelectedId(null);
    const trigger = triggerRef.current;
    if (restoreFocus && trigger instanceof SVGElement) trigger.focus();
  };
  // The listeners below read the latest close without re-subscribing on every render.
  const closeRefFn = useRef(close);
  useEffect(() => {
    closeRefFn.current = close;
  });

  useEffect(() => {
    if (!selectedId) return;
    closeRef.current?.focus({ preventScroll: true });
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      // Inside the card, or on a country or marker (its click selects that one instead).
      if (cardRef.current?.contains(target) || target.closest('[data-member]')) return;
      closeRefFn.current(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeRefFn.current(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [selectedId]);

  useEffect(() => () => window.clearTimeout(nudgeTimer.current), []);

  const select = (member: MemberState, trigger: Element) => {
    const marker = trigger.closest('[data-member]');
    triggerRef.current =
      marker && marker.getAttribute('role') === 'button'
        ? marker
        : (wrapperRef.current?.querySelector(`[role="button"][data-member="${member.id}"]`) ??
          null);
    setSelectedId(member.id);
    // The nudge grows the map briefly around the chosen country (CSS; none for reduced motion).
    const box = wrapperRef.current?.getBoundingClientRect();
    const spot = (triggerRef.current ?? trigger).getBoundingClientRect();
    setNudge(
      box && box.width > 0 && box.height > 0
        ? {
            x: ((spot.left + spot.width / 2 - box.left) / box.width) * 100,
            y: ((spot.top + spot.height / 2 - box.top) / box.height) * 100,
          }
        : { x: 50, y: 50 },
    );
    window.clearTimeout(nudgeTimer.current);
    nudgeTimer.current = window.setTimeout(() => setNudge(null), NUDGE_MS);
  };

  const zoomBy = (factor: number) =>
    setPosition((current) => ({
      ...current,
      zoom: Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, current.zoom * factor)),
    }));

  const legend = legendKeys(members);

  return (
    <div className={styles.mapArea}>
      <div ref={wrapperRef} className={styles.mapFrame}>
        <div
          className={`${styles.mapCanvas} ${nudge ? styles.nudging : ''}`}
          style={nudge ? { transformOrigin: `${nudge.x}% ${nudge.y}%` } : undefined}
          data-nudging={nudge ? 'true' : undefined}
        >
          <ComposableMap
            width={MAP_WIDTH}
            height={MAP_HEIGHT}
            projection="geoMercator"
            projectionConfig={{ center: view.center, scale: view.scale }}
            className={styles.svg}
            role="group"
            aria-label={t('mapLabel')}
          >
            <ZoomableGroup
              center={position.center}
              zoom={position.zoom}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              translateExtent={[
                [0, 0],
                [MAP_WIDTH, MAP_HEIGHT],
              ]}
              // Page scrolling wins: the wheel zooms only with Ctrl (or a trackpad pinch), and one
              // finger scrolls the page while two pan and pinch the map.
              filterZoomEvent={(event) => {
                if (event.type === 'wheel') return (event as WheelEvent).ctrlKey;
                if (event.type.startsWith('touch')) return (event as TouchEvent).touches.length > 1;
                return !(event as MouseEvent).button;
              }}
              onMoveEnd={({ coordinates, zoom }) => {
                if (coordinates && zoom) setPosition({ center: coordinates, zoom });
              }}
            >
              <Geographies geography={geography} aria-hidden="true">
                {({ geographies }) =>
                  geographies.map((geo) => {
                    const member = shapeMember(geo);
                    return (
                      <Geography
                        key={geo.rsmKey}
                        geography={geo}
                        // The library makes every shape a tab stop; only markers should be.
                        tabIndex={-1}
                        className={member ? styles.memberShape : styles.shape}
                        fill={member ? (member.mapKey?.color ?? DEFAULT_MEMBER_COLOR) : undefined}
                        data-member={member?.id}
                        onClick={
                          member ? (event) => select(member, event.currentTarget) : undefined
                        }
                      />
                    );
                  })
                }
              </Geographies>
              <MemberMarkers located={located} selectedId={selectedId} onSelect={select} />
            </ZoomableGroup>
          </ComposableMap>
        </div>

        <div className={styles.zoomControls}>
          <button
            type="button"
            onClick={() => zoomBy(1.5)}
            disabled={position.zoom >= MAX_ZOOM}
            aria-label={t('zoomIn')}
          >
            +
          </button>
          <button
            type="button"
            onClick={() => zoomBy(1 / 1.5)}
            disabled={position.zoom <= MIN_ZOOM}
            aria-label={t('zoomOut')}
          >
            −
          </button>
        </div>

        {selected ? (
          <div
            ref={cardRef}
            role="dialog"
            aria-modal="false"
            aria-labelledby={`member-card-${selected.id}`}
            className={`${styles.card} ${styles.mapCard}`}
          >
            <CloseButton
              ref={closeRef}
              label={t('close')}
              onClick={() => close(true)}
              className={styles.close}
            />
            <MemberDetails member={selected} headingId={`member-card-${selected.id}`} />
          </div>
        ) : null}
      </div>

      {legend.length > 0 ? (
        <ul className={styles.legend} aria-label={t('legend')}>
          {legend.map((key) => (
            <li key={key.id}>
              <span
                className={styles.swatch}
                style={{ backgroundColor: key.color }}
                aria-hidden="true"
              />
              {key.title}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
