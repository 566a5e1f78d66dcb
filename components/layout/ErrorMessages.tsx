'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '@/lib/i18n/messages';

type ErrorStrings = Messages['Error'];

const ErrorMessagesContext = createContext<ErrorStrings | null>(null);

export interface ErrorMessagesProps {
  messages: ErrorStrings;
  children: ReactNode;
}

/**
 * The error screen's three strings, translated by the layout. A plain context rather than
 * next-intl's provider: that one brings ICU message formatting (about 12 kB gzip) into every
 * page's JavaScript for strings that need none (docs/measured.md).
 */
export default function ErrorMessages({ messages, children }: ErrorMessagesProps) {
  return <ErrorMessagesContext value={messages}>{children}</ErrorMessagesContext>;
}

/** The error screen's strings in the page's language. */
export function useErrorMessages(): ErrorStrings {
  const messages = useContext(ErrorMessagesContext);
  if (!messages) throw new Error('useErrorMessages needs <ErrorMessages> above it');
  return messages;
}
