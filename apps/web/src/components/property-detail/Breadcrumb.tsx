import { useTranslations } from 'next-intl';
import { HomeLink } from '@/components/HomeLink';
import { Link } from '@/i18n/navigation';

/** Spec: the For Sale or For Rent page, then the property title. */
export function Breadcrumb({ forSale, title }: { forSale: boolean; title: string }) {
  const t = useTranslations('PropertyPage');
  const tBreadcrumb = useTranslations('Breadcrumb');
  return (
    <nav aria-label={tBreadcrumb('label')} className="breadcrumb">
      <ol>
        <li>
          <HomeLink>{t('breadcrumbHome')}</HomeLink>
        </li>
        <li>
          {forSale ? (
            <Link href="/for-sale">{t('breadcrumbForSale')}</Link>
          ) : (
            <Link href="/for-rent">{t('breadcrumbForRent')}</Link>
          )}
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
