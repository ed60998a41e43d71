import { formatPhone } from '@immo/domain';
import { useTranslations } from 'next-intl';
import { site } from '@/config/site';
import type { Alternates } from '@/lib/alternates';
import { HomeLink } from './HomeLink';
import { LocaleSwitcher } from './LocaleSwitcher';

interface SiteHeaderProps {
  /** The spec shows the logo on the home page only. */
  showLogo?: boolean;
  /** This page in the other languages; see LocaleSwitcher. */
  alternates?: Alternates;
}

/**
 * Rendered by each page rather than the layout: a layout cannot know which
 * page it wraps, and the header depends on it (logo on home only, the
 * property's translated URLs for the language switcher).
 */
export function SiteHeader({ showLogo = false, alternates }: SiteHeaderProps) {
  const t = useTranslations('Header');
  const phone = formatPhone(site.phone);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        {showLogo ? (
          <HomeLink className="logo">
            <span className="logo__mark" aria-hidden="true">
              ⌂
            </span>
            {site.agencyName}
          </HomeLink>
        ) : (
          <HomeLink className="home-link">
            {site.agencyName}
          </HomeLink>
        )}
        <a className="call-us" href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>
          {t('callUs', { phone })}
        </a>
        <LocaleSwitcher alternates={alternates} />
      </div>
    </header>
  );
}
