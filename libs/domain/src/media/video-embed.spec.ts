import { videoEmbed } from './video-embed';

describe(videoEmbed.name, () => {
  describe('video files', () => {
    it.each([
      'https://cdn.example.be/tour.mp4',
      'https://cdn.example.be/tour.MOV',
      'https://cdn.example.be/a/b/tour.wmv?token=1',
      'https://cdn.example.be/tour.avi#t=10',
      'http://cdn.example.be/tour.flv',
      'https://cdn.example.be/tour.webm',
    ])('plays %p directly', (url) => {
      expect(videoEmbed(url)).toEqual({ provider: 'file', embedUrl: url });
    });

    it.each(['https://cdn.example.be/tour.mkv', 'https://cdn.example.be/mp4', 'https://cdn.example.be/x?f=a.mp4'])(
      'does not play %p',
      (url) => {
        expect(videoEmbed(url)).toBeNull();
      },
    );
  });

  describe('YouTube', () => {
    const embed = { provider: 'youtube', embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0' };

    it.each([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'www.youtube.com/watch?v=dQw4w9WgXcQ',
    ])('embeds %p without related videos', (url) => {
      expect(videoEmbed(url)).toEqual(embed);
    });

    it.each([
      'https://www.youtube.com/watch?v=dQw4w9WgXc',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
      'https://youtu.be/',
      'https://www.youtube.com/channel/UC123',
      'https://www.youtube.com/watch',
    ])('rejects %p without an 11-character id', (url) => {
      expect(videoEmbed(url)).toBeNull();
    });
  });

  describe('Vimeo', () => {
    it.each([
      'https://vimeo.com/76979871',
      'https://www.vimeo.com/76979871/abcdef',
      'https://player.vimeo.com/video/76979871',
      'https://vimeo.com/channels/staffpicks/76979871',
    ])('embeds %p', (url) => {
      expect(videoEmbed(url)).toEqual({ provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' });
    });

    it.each(['https://vimeo.com/agency', 'https://vimeo.com/', 'https://player.vimeo.com/video/abc'])(
      'rejects the non-numeric %p',
      (url) => {
        expect(videoEmbed(url)).toBeNull();
      },
    );
  });

  describe('Facebook', () => {
    it.each([
      'https://www.facebook.com/immoagency/videos/1234567890/',
      'https://facebook.com/watch?v=1234567890',
      'https://m.facebook.com/immoagency/videos/vb.1/1234567890',
      'https://fb.watch/abcDEF123/',
    ])('embeds %p through the video plugin', (url) => {
      const embed = videoEmbed(url);
      expect(embed?.provider).toBe('facebook');
      const href = new URL(embed?.embedUrl ?? '').searchParams.get('href');
      expect(embed?.embedUrl.startsWith('https://www.facebook.com/plugins/video.php?href=')).toBe(true);
      expect(href).toBe(new URL(url).href);
    });

    it.each([
      'https://www.facebook.com/immoagency',
      'https://www.facebook.com/immoagency/videos/',
      'https://fb.watch/',
    ])('ignores %p', (url) => {
      expect(videoEmbed(url)).toBeNull();
    });
  });

  describe('tours by host', () => {
    it.each([
      ['https://my.matterport.com/show/?m=abc123', 'matterport', 'https://my.matterport.com/show/?m=abc123'],
      ['http://my.matterport.com/show/?m=abc123', 'matterport', 'https://my.matterport.com/show/?m=abc123'],
      ['https://www.tvl.be/nieuws/villa-123', 'tvl', 'https://www.tvl.be/nieuws/villa-123'],
      ['https://tour.yisual.be/xyz', 'yisual', 'https://tour.yisual.be/xyz'],
      ['https://yisual.com/p/xyz', 'yisual', 'https://yisual.com/p/xyz'],
    ])('recognises %p', (url, provider, embedUrl) => {
      expect(videoEmbed(url)).toEqual({ provider, embedUrl });
    });

    it('does not trust look-alike hosts', () => {
      expect(videoEmbed('https://evilmatterport.com/show')).toBeNull();
      expect(videoEmbed('https://matterport.com.example.org/show')).toBeNull();
    });
  });

  it.each(['', '   ', 'not a url', 'javascript:alert(1)', 'ftp://cdn.example.be/a.mp4', 'https://'])(
    'returns null for %p',
    (url) => {
      expect(videoEmbed(url)).toBeNull();
    },
  );
});
