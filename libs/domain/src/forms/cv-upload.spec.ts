import {
  CV_MAX_BYTES,
  CV_UPLOAD_BYTES_PER_NETWORK_PER_HOUR,
  CV_UPLOADS_PER_NETWORK_PER_HOUR,
  cvUploadWaitMs,
} from './cv-upload';
import { ZCvUploadSchema } from './cv-upload-schema';
import { fieldMessages } from './form-test-helpers';

const cv = { fileName: 'cv-anne.pdf', size: 200_000, mimeType: 'application/pdf' };

describe('ZCvUploadSchema', () => {
  it('accepts PDF and Word files up to 10 MB', () => {
    expect(fieldMessages(ZCvUploadSchema, cv)).toEqual({});
    expect(fieldMessages(ZCvUploadSchema, { ...cv, size: CV_MAX_BYTES })).toEqual({});
    expect(fieldMessages(ZCvUploadSchema, { ...cv, fileName: 'CV.DOCX', mimeType: '' })).toEqual({});
  });

  it('says the file is too large', () => {
    expect(fieldMessages(ZCvUploadSchema, { ...cv, size: CV_MAX_BYTES + 1 })).toEqual({ size: ['fileTooLarge'] });
  });

  it('says the file type is not accepted', () => {
    expect(fieldMessages(ZCvUploadSchema, { ...cv, fileName: 'cv.exe', mimeType: 'application/x-msdownload' })).toEqual(
      {
        mimeType: ['fileType'],
      },
    );
    expect(fieldMessages(ZCvUploadSchema, { ...cv, fileName: 'cv.pdf', mimeType: 'image/png' })).toEqual({
      mimeType: ['fileType'],
    });
  });
});

describe(cvUploadWaitMs.name, () => {
  const NOW = new Date('2026-03-29T10:00:00Z');
  const minutesAgo = (minutes: number, size = 1000) => ({
    createdAt: new Date(NOW.getTime() - minutes * 60_000),
    size,
  });

  it('lets a network upload at once while it has files and bytes left this hour', () => {
    expect(cvUploadWaitMs([], CV_MAX_BYTES, NOW)).toBe(0);
    expect(
      cvUploadWaitMs(
        Array.from({ length: CV_UPLOADS_PER_NETWORK_PER_HOUR - 1 }, (_, index) => minutesAgo(index)),
        1000,
        NOW,
      ),
    ).toBe(0);
    // Uploads older than the hour no longer count.
    expect(
      cvUploadWaitMs(
        Array.from({ length: 20 }, () => minutesAgo(61, CV_MAX_BYTES)),
        CV_MAX_BYTES,
        NOW,
      ),
    ).toBe(0);
  });

  it(`waits, after ${CV_UPLOADS_PER_NETWORK_PER_HOUR} files, until the oldest leaves the hour`, () => {
    const recent = Array.from({ length: CV_UPLOADS_PER_NETWORK_PER_HOUR }, (_, index) => minutesAgo(50 - index));
    expect(cvUploadWaitMs(recent, 1000, NOW)).toBe(10 * 60_000);
  });

  it('waits, past the bytes of the hour, until enough of them have left', () => {
    const recent = [
      minutesAgo(40, CV_MAX_BYTES),
      minutesAgo(30, CV_MAX_BYTES),
      minutesAgo(20, CV_MAX_BYTES),
      minutesAgo(10, CV_MAX_BYTES),
      minutesAgo(5, CV_MAX_BYTES),
    ];
    expect(recent.reduce((sum, upload) => sum + upload.size, 0)).toBe(CV_UPLOAD_BYTES_PER_NETWORK_PER_HOUR);
    expect(cvUploadWaitMs(recent, 1, NOW)).toBe(20 * 60_000);
    expect(cvUploadWaitMs(recent.slice(1), CV_MAX_BYTES, NOW)).toBe(0);
  });
});
