import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { notFoundMetadata } from '@/lib/page';
import { logProviderFailure } from '@/lib/provider/errors';

export type Missing = { status: 'missing' };
export type Failed = { status: 'failed'; error: unknown };
export type Loaded<T> = { status: 'found'; item: T } | Missing | Failed;

/**
 * A detail page's read, told apart three ways: found, unknown id (404), or provider failure
 * (logged once here; the page then answers with an error that is never cached).
 */
export async function loadDetail<T>(read: Promise<T | null>, context: string): Promise<Loaded<T>> {
  try {
    const item = await read;
    return item ? { status: 'found', item } : { status: 'missing' };
  } catch (error) {
    logProviderFailure(context, error);
    return { status: 'failed', error };
  }
}

/** Metadata for a detail page whose item is unknown or could not be read. */
export async function fallbackMetadata(
  locale: Locale,
  loaded: Missing | Failed,
): Promise<Metadata> {
  if (loaded.status === 'missing') return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'Error' });
  return { title: t('title'), robots: { index: false, follow: false } };
}
