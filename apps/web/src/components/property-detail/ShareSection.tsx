import { useTranslations } from 'next-intl';
import styles from './DetailPage.module.css';
import { ShareActions } from './ShareActions';
import layout from '@/components/DetailLayout.module.css';

/** Share links that work without script, plus the Web Share and copy-link buttons. */
export function ShareSection({ url, title }: { url: string; title: string }) {
  const t = useTranslations('PropertyPage');
  const tDetail = useTranslations('PropertyDetail');
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const networks = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${text}` },
  ];
  return (
    <section aria-labelledby="share" className={`${layout.section} ${styles.noPrint}`}>
      <h2 id="share">{t('share')}</h2>
      <ul className={styles.shareList}>
        <li>
          <a className={styles.action} href={`mailto:?subject=${text}&body=${u}`} data-share="email">
            {tDetail('shareByEmail')}
          </a>
        </li>
        {networks.map((network) => (
          <li key={network.name}>
            <a
              className={styles.action}
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              data-share={network.name}
            >
              {t('shareOn', { network: network.name })}
            </a>
          </li>
        ))}
      </ul>
      <ShareActions
        url={url}
        title={title}
        labels={{ share: t('share'), copy: t('copyLink'), copied: t('linkCopied') }}
      />
    </section>
  );
}
