import type { PropertyDetailDto } from '@immo/domain';
import { useTranslations } from 'next-intl';
import galleryStyles from '@/components/Gallery.module.css';
import { PropertyPhoto } from '@/components/PropertyPhoto';
import styles from './DetailPage.module.css';
import { GalleryOpener } from './GalleryOpener';
import layout from '@/components/DetailLayout.module.css';

/**
 * The photos, server-rendered: the first one large and loaded eagerly (it is
 * the page's largest element), the others as thumbnails. Each photo is a
 * button; GalleryOpener loads the lightbox only when one is pressed.
 */
export function PhotoGallery({ property }: { property: PropertyDetailDto }) {
  const t = useTranslations('PropertyPage');
  const tCard = useTranslations('PropertyCard');
  const tErrors = useTranslations('Errors');
  const tLightbox = useTranslations('Lightbox');
  const pictures = property.pictures.length > 0 ? property.pictures : property.picture ? [property.picture] : [];
  const alt = tCard('photoOf', { title: property.title, city: property.city });
  if (pictures.length === 0) {
    return (
      <section aria-labelledby="photos" className={layout.section}>
        <h2 id="photos" className="visually-hidden">
          {t('photos')}
        </h2>
        <PropertyPhoto picture={null} alt="" sizes="100vw" />
        <p>{tErrors('noPhotos')}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="photos" className={`${layout.section} ${styles.gallerySection}`}>
      <h2 id="photos" className="visually-hidden">
        {t('photos')}
      </h2>
      <GalleryOpener
        photos={pictures}
        alt={alt}
        labels={{
          dialog: tLightbox('label'),
          close: tLightbox('close'),
          previous: tLightbox('previous'),
          next: tLightbox('next'),
          // Filled in by the lightbox: the placeholders survive translation.
          counter: tLightbox('counter', { index: '{index}', total: '{total}' }),
          play: tLightbox('startSlideshow'),
          pause: tLightbox('stopSlideshow'),
        }}
      >
        <ul className={`${galleryStyles.gallery} ${styles.gallery}`}>
          {pictures.map((picture, index) => (
            <li key={picture.url} className={index === 0 ? galleryStyles.main : undefined}>
              <button
                type="button"
                className={styles.photoButton}
                data-photo-index={index}
                aria-label={tLightbox('open', { index: index + 1, total: pictures.length })}
              >
                <PropertyPhoto
                  picture={picture}
                  alt={alt}
                  sizes={index === 0 ? '(min-width: 1024px) 66vw, 100vw' : '(min-width: 640px) 33vw, 50vw'}
                  eager={index === 0}
                  className={galleryStyles.photo}
                />
              </button>
            </li>
          ))}
        </ul>
      </GalleryOpener>
    </section>
  );
}
