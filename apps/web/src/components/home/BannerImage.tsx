import Image from 'next/image';
import { isOptimizableImage } from './banner-media';
import styles from './HomeBanner.module.css';

interface BannerImageProps {
  image: { url: string; alt: string };
  /** The first banner image is the mobile LCP element: fetched first, never lazily. */
  first: boolean;
}

export function BannerImage({ image, first }: BannerImageProps) {
  return (
    <Image
      className={styles.image}
      src={image.url}
      alt={image.alt}
      fill
      sizes="100vw"
      preload={first}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      unoptimized={!isOptimizableImage(image.url)}
    />
  );
}
