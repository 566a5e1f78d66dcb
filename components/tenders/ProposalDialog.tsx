'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import ProposalModal, { type ProposalModalProps } from './ProposalModal';

export interface ProposalDialogProps extends ProposalModalProps {
  locale: Locale;
  /** The Proposal messages, fetched with this code (app/messages/[file]/route.ts). */
  messages: AbstractIntlMessages;
}

/**
 * What the Submit Proposal button loads on demand: the form and the translation runtime it needs,
 * given the strings fetched beside it. Nothing here is in a tender page's first load.
 */
export default function ProposalDialog({ locale, messages, ...modal }: ProposalDialogProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ProposalModal {...modal} />
    </NextIntlClientProvider>
  );
}
