import type { BannerMediaDto } from '@immo/domain';
import { bannerView, isOptimizableImage } from './banner-media';

const roofs = { url: '/banner/roofs.jpg', alt: 'Roofs' };
const garden = { url: '/banner/garden.jpg', alt: 'Garden' };

function banner(kind: BannerMediaDto['kind'], items: BannerMediaDto['items']): BannerMediaDto {
  return { kind, items, colour: '#0f3d5c' };
}

describe(bannerView.name, () => {
  it('shows one image, a cycled gallery or a video as configured', () => {
    expect(bannerView(banner('image', [roofs, garden]))).toEqual({ kind: 'image', image: roofs });
    expect(bannerView(banner('gallery', [roofs, garden]))).toEqual({ kind: 'gallery', images: [roofs, garden] });
    expect(bannerView(banner('video', [{ url: '/banner/tour.mp4', alt: '' }]))).toEqual({
      kind: 'video',
      video: { url: '/banner/tour.mp4', alt: '' },
    });
  });

  it('treats a gallery of one as a still image (nothing to cycle)', () => {
    expect(bannerView(banner('gallery', [roofs, { url: ' ', alt: '' }]))).toEqual({ kind: 'image', image: roofs });
  });

  it('shows only the colour for the colour kind, no kind, or no items', () => {
    expect(bannerView(banner('color', [roofs]))).toEqual({ kind: 'none' });
    expect(bannerView(banner('', [roofs]))).toEqual({ kind: 'none' });
    expect(bannerView(banner('image', []))).toEqual({ kind: 'none' });
  });
});

describe(isOptimizableImage.name, () => {
  it('resizes this site’s raster images only', () => {
    expect(isOptimizableImage('/banner/roofs.jpg')).toBe(true);
    expect(isOptimizableImage('/banner/home-banner.svg')).toBe(false);
    expect(isOptimizableImage('/banner/home-banner.SVG?v=2')).toBe(false);
    expect(isOptimizableImage('https://cdn.example.com/roofs.jpg')).toBe(false);
    expect(isOptimizableImage('//cdn.example.com/roofs.jpg')).toBe(false);
  });
});
