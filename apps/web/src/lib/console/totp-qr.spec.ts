import QRCode from 'qrcode';
import { totpQrSvg } from './totp-qr';

describe('totpQrSvg', () => {
  const uri = 'otpauth://totp/Immo:anna%40example.be?secret=JBSWY3DPEHPK3PXP&issuer=Immo';

  it('draws the link as an SVG the page can put in its HTML, hidden from screen readers', async () => {
    const svg = await totpQrSvg(uri);
    expect(svg.startsWith('<svg aria-hidden="true" focusable="false" ')).toBe(true);
    expect(svg).toContain('viewBox=');
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('holds exactly the otpauth: link, as the phone reads it', async () => {
    // The same modules as the library encodes: the drawing is of this text and nothing else.
    const modules = QRCode.create(uri, { errorCorrectionLevel: 'M' }).modules.size;
    const svg = await totpQrSvg(uri);
    expect(svg).toContain(`viewBox="0 0 ${modules + 8} ${modules + 8}"`);
  });
});
