'use client';

import type { PictureDto } from '@immo/domain';
import { type ComponentType, type MouseEvent, type ReactNode, useState } from 'react';
import type { LightboxLabels, LightboxProps } from './Lightbox';

interface GalleryOpenerProps {
  photos: PictureDto[];
  alt: string;
  labels: LightboxLabels;
  children: ReactNode;
}

/**
 * Opens the lightbox from any photo button inside. The lightbox's code is
 * fetched on the first press, so the page's first load carries only this.
 */
export function GalleryOpener({ photos, alt, labels, children }: GalleryOpenerProps) {
  const [Lightbox, setLightbox] = useState<ComponentType<LightboxProps> | null>(null);
  const [open, setOpen] = useState<{ index: number; opener: HTMLElement } | null>(null);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('[data-photo-index]');
    if (!button) return;
    const index = Number(button.dataset['photoIndex']);
    if (Lightbox) {
      setOpen({ index, opener: button });
      return;
    }
    void import('./Lightbox').then((module) => {
      setLightbox(() => module.Lightbox);
      setOpen({ index, opener: button });
    });
  };

  return (
    // The buttons inside are the interactive elements; this only listens.
    <div onClick={onClick}>
      {children}
      {Lightbox && open && (
        <Lightbox
          photos={photos}
          alt={alt}
          labels={labels}
          startIndex={open.index}
          onClose={() => {
            const opener = open.opener;
            setOpen(null);
            opener.focus();
          }}
        />
      )}
    </div>
  );
}
