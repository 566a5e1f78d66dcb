import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';

// Typed messages: a key missing from en.json is a type error (next-intl AppConfig augmentation).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}
