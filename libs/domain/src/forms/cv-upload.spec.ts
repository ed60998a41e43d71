import { CV_MAX_BYTES, ZCvUploadSchema } from './cv-upload';
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
    expect(fieldMessages(ZCvUploadSchema, { ...cv, fileName: 'cv.exe', mimeType: 'application/x-msdownload' })).toEqual({
      mimeType: ['fileType'],
    });
    expect(fieldMessages(ZCvUploadSchema, { ...cv, fileName: 'cv.pdf', mimeType: 'image/png' })).toEqual({
      mimeType: ['fileType'],
    });
  });
});
