import type { PropertyDocumentDto } from '@immo/domain';
import { useTranslations } from 'next-intl';
import layout from '@/components/DetailLayout.module.css';

/** The property's documents, or the catalogue's 'no documents' message. */
export function DocumentsSection({ documents }: { documents: PropertyDocumentDto[] }) {
  const t = useTranslations('PropertyPage');
  const tDetail = useTranslations('PropertyDetail');
  const tErrors = useTranslations('Errors');
  const tCommon = useTranslations('Common');
  return (
    <section aria-labelledby="documents" className={layout.section}>
      <h2 id="documents">{t('documents')}</h2>
      {documents.length === 0 ? (
        <p>{tErrors('noDocuments')}</p>
      ) : (
        <ul>
          {documents.map((document) => (
            <li key={document.url}>
              <a href={document.url} hrefLang={document.locale ?? undefined} rel="noopener" target="_blank">
                {document.name}
                <span className="visually-hidden"> {tCommon('opensInNewTab')}</span>
              </a>
              {document.locale && ` (${tDetail('documentLanguage', { locale: document.locale })})`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
