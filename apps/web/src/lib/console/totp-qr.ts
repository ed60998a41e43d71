// The authenticator key as a QR code, drawn on the server as SVG: the key never
// leaves this site (no QR service), the page needs no script to show it, and
// the phone's camera reads it from the screen.
import QRCode from 'qrcode';

/** The otpauth: link as an SVG QR code, dark on white (apps need the contrast), sized by its box. */
export async function totpQrSvg(otpauthUri: string): Promise<string> {
  const svg = await QRCode.toString(otpauthUri, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  // Decorative to the accessibility tree: the page names the picture around it.
  return svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
}
