/**
 * Translated labels for provider codes (themes, statuses, contract types). A code the messages do
 * not know is shown as nothing rather than as an untranslated English word.
 */
type Translator = {
  (key: never): string;
  has: (key: never) => boolean;
};

export function codeLabel(
  t: Translator,
  group: string,
  code: string | null | undefined,
): string | null {
  if (!code) return null;
  const key = `${group}.${code}` as never;
  return t.has(key) ? t(key) : null;
}
