/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, LOCALE_RECORDS, type Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import fr from '@/messages/fr.json';
import fa from '@/messages/fa.json';

/**
 * The answers the edge writes itself when the site cannot answer (deploy/varnish.vcl when no
 * instance does, deploy/nginx.conf when Varnish does not): copies of messages/*.json's
 * `Edge.unavailable`, where the native editors read them and the typography tests check them.
 * The copies cannot import the messages, so this test holds them to the same text, with the
 * language's lang and dir, and to the site's list of languages. The edge suite's
 * e2e/edge/words-without-instances.spec.ts checks what a visitor actually receives.
 */
const MESSAGES: Record<Locale, typeof en> = { en, ar, fr, fa };
const read = (file: string) => readFileSync(path.join(process.cwd(), 'deploy', file), 'utf8');
const VCL = read('varnish.vcl');
const NGINX = read('nginx.conf');

function page(locale: Locale): string {
  const { title, text } = MESSAGES[locale].Edge.unavailable;
  const { dir } = LOCALE_RECORDS[locale];
  return `<html lang="${locale}" dir="${dir}"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title><h1>${title}</h1><p>${text}</p></html>`;
}

const json = (locale: Locale) =>
  `{"success":false,"message":${JSON.stringify(MESSAGES[locale].Edge.unavailable.message)}`;

describe('the edge’s own answer when the site cannot answer', () => {
  it.each(LOCALES)('Varnish writes the %s page and JSON message from the messages', (locale) => {
    expect(VCL).toContain(page(locale));
    // VCL's long strings end at `"}`: the JSON closes with a space before its brace.
    expect(VCL).toContain(`synthetic({"${json(locale)} }"});`);
  });

  it.each(LOCALES)('nginx writes the %s page and JSON message from the messages', (locale) => {
    expect(NGINX).toContain(`'<!doctype html>${page(locale)}'`);
    expect(NGINX).toContain(`'${json(locale)}}'`);
  });

  it('chooses among exactly the site’s languages, English when none is named', () => {
    const prefixed = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|');
    expect(VCL).toContain(`bereq.url ~ "^/(${prefixed})(/|\\?|$)"`);
    expect(VCL).toContain(`bereq.http.Accept-Language ~ "^\\s*(${prefixed})([-_;,\\s]|$)"`);
    expect(VCL).toContain(`set beresp.http.Content-Language = "${DEFAULT_LOCALE}";`);
    expect(NGINX).toContain(`"~^/(?<url_lang>${prefixed})(/|\\?|$)" $url_lang;`);
    expect(NGINX).toContain(`"~^\\s*(?<api_lang>${prefixed})([-_;,\\s]|$)" $api_lang;`);
    expect(NGINX.match(/^ {4}default en;$/gm)).toHaveLength(2);
  });
});
