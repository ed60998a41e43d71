import { useTranslations } from 'next-intl';
import { site } from '@/config/site';

export function SiteFooter() {
  const t = useTranslations('Footer');
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>{t('copyright', { year: new Date().getFullYear(), agency: site.agencyName })}</p>
        {/* A plain anchor: works without JavaScript; CSS smooths the scroll. */}
        <a href="#top" className="back-to-top">
          {t('backToTop')}
        </a>
      </div>
    </footer>
  );
}
