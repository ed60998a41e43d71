import type { BannerMediaDto, Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { bannerView } from './banner-media';
import { BannerGallery } from './BannerGallery';
import { BannerImage } from './BannerImage';
import { BannerVideo } from './BannerVideo';
import styles from './HomeBanner.module.css';

interface HomeBannerProps {
  banner: BannerMediaDto;
  locale: Locale;
  /** The search block, shown over the media. */
  children: ReactNode;
}

/** The home page's banner (spec §2): an image, a gallery or a video behind the search block. */
export async function HomeBanner({ banner, locale, children }: HomeBannerProps) {
  const view = bannerView(banner);
  const [t, tLightbox] = await Promise.all([
    getTranslations({ locale, namespace: 'Banner' }),
    getTranslations({ locale, namespace: 'Lightbox' }),
  ]);
  const style = banner.colour ? ({ '--banner-colour': banner.colour } as CSSProperties) : undefined;
  return (
    <section className={styles.banner} style={style} data-banner={view.kind}>
      {view.kind !== 'none' && (
        <div
          className={styles.media}
          role={view.kind === 'gallery' ? 'group' : undefined}
          aria-label={view.kind === 'gallery' ? t('label') : undefined}
        >
          {view.kind === 'image' && <BannerImage image={view.image} first />}
          {view.kind === 'gallery' && (
            <BannerGallery
              slides={view.images.map((image, index) => (
                <BannerImage key={image.url} image={image} first={index === 0} />
              ))}
              texts={{
                previous: t('previousSlide'),
                next: t('nextSlide'),
                play: tLightbox('startSlideshow'),
                pause: tLightbox('stopSlideshow'),
              }}
            />
          )}
          {view.kind === 'video' && (
            <BannerVideo
              src={view.video.url}
              label={view.video.alt}
              texts={{ play: t('playVideo'), pause: t('pauseVideo') }}
            />
          )}
        </div>
      )}
      <div className={`container ${styles.content}`}>{children}</div>
    </section>
  );
}
