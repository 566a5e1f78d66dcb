import { getTranslations } from 'next-intl/server';
import CopyLinkButton from './CopyLinkButton';
import styles from './ShareLinks.module.css';

export interface ShareLinksProps {
  url: string;
  title: string;
}

/**
 * Share an article. Facebook, X and LinkedIn have share addresses; YouTube and Instagram have
 * none, so the copy-link button covers them (and any other app). WhatsApp and e-mail are the
 * ways articles travel most in the region.
 */
export default async function ShareLinks({ url, title }: ShareLinksProps) {
  const t = await getTranslations('Lists');
  const tCommon = await getTranslations('Common');
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets = [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}` },
  ];
  return (
    <aside className={styles.share} aria-labelledby="share-title">
      <h2 id="share-title" className={styles.title}>
        {t('share')}
      </h2>
      <ul>
        {targets.map((target) => (
          <li key={target.network}>
            <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
              {target.network}
              <span className="visually-hidden">
                {' '}
                — {t('shareOn', { network: target.network })} {tCommon('opensInNewTab')}
              </span>
            </a>
          </li>
        ))}
        <li>
          <a className={styles.link} href={`mailto:?subject=${text}&body=${u}`}>
            {tCommon('email')}
          </a>
        </li>
        <li>
          <CopyLinkButton
            url={url}
            label={t('copyLink')}
            copiedLabel={t('linkCopied')}
            classNames={[styles.link, styles.copied]}
          />
        </li>
      </ul>
    </aside>
  );
}
