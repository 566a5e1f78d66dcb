'use client';

import { useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { readEnvelope } from '@/lib/envelope';
import { formatNumber } from '@/lib/format';
import { findMemberCountry } from '@/lib/map/countries';
import { sortByName } from '@/lib/member-names';
import type { MemberState } from '@/lib/provider/types';
import ClosableDialog from '@/components/ui/ClosableDialog';
import MemberDetails from './MemberDetails';
import WorldMap, { type WorldMapProps } from './WorldMap';
import styles from './MemberMap.module.css';

/** The error the island shows: the server's message when it sent one, else "Failed to load". */
export class MemberStatesError extends Error {}

/** Reads the site's own route handler (app/api/member-states), never the provider. */
export async function fetchMemberStates(url: string): Promise<MemberState[]> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  const body = readEnvelope(await response.json().catch(() => null));
  if (!response.ok || !body.success || !Array.isArray(body.data)) {
    throw new MemberStatesError(body.message ?? '');
  }
  return body.data as MemberState[];
}

export interface MemberMapProps {
  geography: WorldMapProps['geography'];
}

type View = 'map' | 'list';

const DIALOG_HEADING = 'member-dialog-title';

/**
 * The member-country island (docs/features.md, "The home page"): Map View / List View, the count of active
 * countries, the world map with its legend and detail card, or the grid of country cards that
 * open a modal dialog — the accessible alternative to the map. Data arrives through SWR from
 * /api/member-states.
 */
export default function MemberMap({ geography }: MemberMapProps) {
  const t = useTranslations('MemberMap');
  const locale = useLocale();
  const [view, setView] = useState<View>('map');
  const [openId, setOpenId] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const { data, error, isLoading } = useSWR(
    `/api/member-states?locale=${locale}`,
    fetchMemberStates,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  // Countries sorted by name in the current language, whatever order the API used.
  const members = data && !error ? sortByName(data, locale) : [];
  const opened = members.find((member) => member.id === openId) ?? null;

  let body;
  if (isLoading) {
    body = (
      <p role="status" className={styles.state}>
        {t('loading')}
      </p>
    );
  } else if (error) {
    body = (
      <p role="alert" className={`${styles.state} ${styles.error}`}>
        {error instanceof Error && error.message ? error.message : t('failed')}
      </p>
    );
  } else if (members.length === 0) {
    body = <p className={styles.state}>{t('empty')}</p>;
  } else if (view === 'map') {
    // A new framing (few countries or the whole region) starts a fresh map.
    body = (
      <WorldMap
        key={members.length <= 3 ? members.map((m) => m.id).join() : 'region'}
        members={members}
        geography={geography}
      />
    );
  } else {
    body = (
      <ul className={styles.countryGrid}>
        {members.map((member) => {
          const country = findMemberCountry(member);
          return (
            <li key={member.id}>
              <button
                type="button"
                className={styles.countryCard}
                aria-haspopup="dialog"
                onClick={(event) => {
                  openerRef.current = event.currentTarget;
                  setOpenId(member.id);
                }}
              >
                {country ? (
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={`/flags/${country.iso2}.svg`} alt="" width={40} height={30} />
                ) : null}
                <span>{member.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={styles.island}>
      <div className={styles.toolbar}>
        <div className={styles.toggle} role="group" aria-label={t('views')}>
          {(['map', 'list'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'map' ? t('mapView') : t('listView')}
            </button>
          ))}
        </div>
        {members.length > 0 ? (
          <p className={styles.count}>
            {t('activeCount', {
              count: members.length,
              number: formatNumber(members.length, locale),
            })}
          </p>
        ) : null}
      </div>
      {body}
      <ClosableDialog
        open={opened !== null && view === 'list'}
        onClose={() => setOpenId(null)}
        labelledBy={DIALOG_HEADING}
        closeLabel={t('close')}
        returnFocusTo={openerRef}
        className={styles.memberDialog}
      >
        {opened ? <MemberDetails member={opened} headingId={DIALOG_HEADING} /> : null}
      </ClosableDialog>
    </div>
  );
}
