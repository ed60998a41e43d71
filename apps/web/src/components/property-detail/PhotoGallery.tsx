import type { PropertyDetailDto } from '@immo/domain';
import { useTranslations } from 'next-intl';
import { PropertyPhoto } from '@/components/PropertyPhoto';

/**
 * The photos as a plain list: the first one large (it is the page's largest
 * element, so it loads eagerly), the others in a grid. The lightbox and
 * slideshow of the spec come later.
 */
export function PhotoGallery({ property }: { property: PropertyDetailDto }) {
  const t = useTranslations('PropertyPage');
  const tCard = useTranslations('PropertyCard');
  const pictures = property.pictures.length > 0 ? property.pictures : property.picture ? [property.picture] : [];
  const alt = tCard('photoOf', { title: property.title, city: property.city });
  return (
    <section aria-labelledby="photos" className="property__section">
      <h2 id="photos" className="visually-hidden">
        {t('photos')}
      </h2>
      {pictures.length === 0 ? (
        <PropertyPhoto picture={null} alt="" sizes="100vw" />
      ) : (
        <ul className="gallery">
          {pictures.map((picture, index) => (
            <li key={picture.url} className={index === 0 ? 'gallery__main' : undefined}>
              <PropertyPhoto
                picture={picture}
                alt={alt}
                sizes={index === 0 ? '(min-width: 1024px) 66vw, 100vw' : '(min-width: 640px) 33vw, 50vw'}
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
