import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { localizePath } from '@/lib/i18n/paths';
import type { HeaderLink } from './header-types';

export interface ExtraLinkProps {
  link: HeaderLink;
  locale: Locale;
  opensInNewTab: string;
}

/**
 * A link of the mega menu's side columns: a page of the site in the reader's language, or another
 * site (a new tab, named so) or an e-mail address. Rendered on the server only: for the extras
 * column, and for the highlighted item's secondary link, which Header hands to MegaNav as markup.
 */
export default function ExtraLink({ link, locale, opensInNewTab }: ExtraLinkProps) {
  if (link.external) {
    const isMail = link.href.startsWith('mailto:');
    return (
      <a href={link.href} {...(isMail ? {} : { target: '_blank', rel: 'noopener' })}>
        {link.label}
        {isMail ? null : <span className="visually-hidden"> {opensInNewTab}</span>}
      </a>
    );
  }
  return <Link href={localizePath(locale, link.href)}>{link.label}</Link>;
}
