'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import MemberMap from './MemberMap';

export interface MemberMapIslandProps {
  locale: Locale;
  messages: Pick<Messages, 'MemberMap'>;
  geography: string;
}

/**
 * The map with next-intl's provider around it, loaded together on demand: the provider brings ICU
 * message formatting (about 12 kB gzip), which the page itself does not need at first load.
 */
export default function MemberMapIsland({ locale, messages, geography }: MemberMapIslandProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <MemberMap geography={geography} />
    </NextIntlClientProvider>
  );
}
