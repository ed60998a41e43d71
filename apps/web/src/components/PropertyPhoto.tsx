import type { PictureDto } from '@immo/domain';
import { useTranslations } from 'next-intl';
import styles from './PropertyPhoto.module.css';

interface PropertyPhotoProps {
  picture: PictureDto | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** The caller's sizing: a card's cover crop, a gallery's thumbnail. */
  className?: string;
}

/** A property photo, or a neutral placeholder that says there is none. */
export function PropertyPhoto({ picture, alt, sizes, eager = false, className = '' }: PropertyPhotoProps) {
  const t = useTranslations('PropertyCard');
  if (!picture) {
    return (
      <div className={`${className} ${styles.none}`} role="img" aria-label={t('noPhoto')}>
        <span aria-hidden="true">{t('noPhoto')}</span>
      </div>
    );
  }
  return (
    // A plain <img>: the photos are served as they are (the sample is SVG and
    // the CRM's image hosts are not known yet, so next/image could not resize
    // them), and next/image would add its client code to every page for
    // nothing. Once the hosts are known, next/image with remotePatterns gives
    // resized WebP/AVIF.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className || undefined}
      src={picture.url}
      alt={alt}
      width={picture.width || 800}
      height={picture.height || 600}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
