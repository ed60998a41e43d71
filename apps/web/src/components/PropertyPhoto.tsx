import type { PictureDto } from '@immo/domain';
import { useTranslations } from 'next-intl';
import Image from 'next/image';

interface PropertyPhotoProps {
  picture: PictureDto | null;
  alt: string;
  sizes: string;
  eager?: boolean;
}

/** A property photo, or a neutral placeholder that says there is none. */
export function PropertyPhoto({ picture, alt, sizes, eager = false }: PropertyPhotoProps) {
  const t = useTranslations('PropertyCard');
  if (!picture) {
    return (
      <div className="photo photo--none" role="img" aria-label={t('noPhoto')}>
        <span aria-hidden="true">{t('noPhoto')}</span>
      </div>
    );
  }
  return (
    <Image
      className="photo"
      src={picture.url}
      alt={alt}
      width={picture.width || 800}
      height={picture.height || 600}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      // The sample photos are SVG and the CRM's image hosts are not known
      // yet; once they are, list them in images.remotePatterns and drop this
      // to get resized WebP/AVIF.
      unoptimized
    />
  );
}
