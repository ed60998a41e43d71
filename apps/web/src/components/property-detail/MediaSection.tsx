import { videoEmbed, type PropertyDetailDto } from '@immo/domain';
import { useTranslations } from 'next-intl';
import { ClickToLoad } from './ClickToLoad';
import styles from './DetailPage.module.css';
import layout from '@/components/DetailLayout.module.css';

/** Videos and the virtual tour the domain rules can embed; links they cannot are left out. */
export function MediaSection({ property }: { property: PropertyDetailDto }) {
  const tVideo = useTranslations('Video');
  const tTour = useTranslations('VirtualTour');
  const videos = (property.videoUrls ?? []).flatMap((url) => {
    const embed = videoEmbed(url);
    return embed ? [embed] : [];
  });
  const tour = property.virtualTourUrl ? videoEmbed(property.virtualTourUrl) : null;
  if (videos.length === 0 && !tour) return null;
  return (
    <>
      {videos.length > 0 && (
        <section aria-labelledby="video" className={`${layout.section} ${styles.media}`}>
          <h2 id="video">{tVideo('title')}</h2>
          {videos.map((video) => (
            <ClickToLoad
              key={video.embedUrl}
              embedUrl={video.embedUrl}
              title={`${tVideo('title')}: ${property.title}`}
              buttonLabel={tVideo('play')}
              file={video.provider === 'file'}
            />
          ))}
        </section>
      )}
      {tour && (
        <section aria-labelledby="virtual-tour" className={`${layout.section} ${styles.media}`}>
          <h2 id="virtual-tour">{tTour('title')}</h2>
          <ClickToLoad
            embedUrl={tour.embedUrl}
            title={`${tTour('title')}: ${property.title}`}
            buttonLabel={tTour('open')}
          />
        </section>
      )}
    </>
  );
}
