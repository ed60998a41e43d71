// The picture of a challenge's characters for the form without JavaScript:
// a raster PNG drawn on the BFF, so the characters are in no markup, no text
// and no path a program could look up. Each one is drawn with pen strokes
// bent, slanted, turned and thickened at random, crossed by lines of the same
// ink, on a mottled ground, then the whole picture is waved. A person reads
// it at a glance; a program needs OCR trained for it (docs/decisions.md,
// "Captcha without a third party").
import { CAPTCHA_PICTURE_SIZE } from '@immo/domain';
import { PNG } from 'pngjs';
import type { SeededRandom } from '../seeded-random';
import { type Point, STROKE_FONT } from './stroke-font';

const { width: WIDTH, height: HEIGHT } = CAPTCHA_PICTURE_SIZE;
const MARGIN = 14;

type Rgb = [number, number, number];

/** Coverage of ink, 0..1 per pixel. */
class Ink {
  readonly cover = new Float32Array(WIDTH * HEIGHT);

  /** A round-capped line `thickness` wide, anti-aliased. */
  segment([x0, y0]: Point, [x1, y1]: Point, thickness: number): void {
    const radius = thickness / 2;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSquared = dx * dx + dy * dy || 1;
    const left = Math.max(0, Math.floor(Math.min(x0, x1) - radius - 1));
    const right = Math.min(WIDTH - 1, Math.ceil(Math.max(x0, x1) + radius + 1));
    const top = Math.max(0, Math.floor(Math.min(y0, y1) - radius - 1));
    const bottom = Math.min(HEIGHT - 1, Math.ceil(Math.max(y0, y1) + radius + 1));
    for (let y = top; y <= bottom; y += 1) {
      for (let x = left; x <= right; x += 1) {
        const px = x + 0.5 - x0;
        const py = y + 0.5 - y0;
        const along = Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
        const distance = Math.hypot(px - along * dx, py - along * dy);
        const coverage = Math.max(0, Math.min(1, radius + 0.5 - distance));
        const index = y * WIDTH + x;
        if (coverage > this.cover[index]!) this.cover[index] = coverage;
      }
    }
  }

  polyline(points: readonly Point[], thickness: number): void {
    for (let index = 1; index < points.length; index += 1) this.segment(points[index - 1]!, points[index]!, thickness);
  }

  /** Bilinear read, 0 outside. */
  at(x: number, y: number): number {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const fx = x - x0;
    const fy = y - y0;
    const read = (col: number, row: number) =>
      col < 0 || row < 0 || col >= WIDTH || row >= HEIGHT ? 0 : this.cover[row * WIDTH + col]!;
    return (
      (read(x0, y0) * (1 - fx) + read(x0 + 1, y0) * fx) * (1 - fy) +
      (read(x0, y0 + 1) * (1 - fx) + read(x0 + 1, y0 + 1) * fx) * fy
    );
  }
}

/** One character, by hand: its own size, slant, turn, thickness and wobble. */
function drawCharacter(ink: Ink, character: string, centre: Point, random: SeededRandom): void {
  const height = random.between(34, 44);
  const width = height * random.between(0.55, 0.7);
  const turn = random.between(-0.3, 0.3);
  const slant = random.between(-0.25, 0.25);
  const thickness = random.between(2.8, 4.2);
  const [cx, cy] = centre;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  for (const stroke of STROKE_FONT[character] ?? []) {
    const points = stroke.map(([u, v]): Point => {
      const x = (u - 0.5 + random.between(-0.04, 0.04)) * width;
      const y = (v - 0.5 + random.between(-0.03, 0.03)) * height;
      const slanted = x + slant * y;
      return [cx + slanted * cos - y * sin, cy + slanted * sin + y * cos];
    });
    ink.polyline(points, thickness);
  }
}

/** A wavy line across the text, in the same ink: no colour or thickness sets it apart from a stroke. */
function drawInterference(ink: Ink, random: SeededRandom): void {
  const amplitude = random.between(4, 9);
  const wavelength = random.between(80, 160);
  const phase = random.between(0, Math.PI * 2);
  // Through the middle of the letters, never along their foot: a line there would make an F of an E.
  const baseline = random.between(HEIGHT * 0.38, HEIGHT * 0.55);
  const tilt = random.between(-0.06, 0.06);
  const points: Point[] = [];
  for (let x = -4; x <= WIDTH + 4; x += 6)
    points.push([x, baseline + tilt * (x - WIDTH / 2) + amplitude * Math.sin((x / wavelength) * Math.PI * 2 + phase)]);
  ink.polyline(points, random.between(1.6, 2.6));
}

function pastel(random: SeededRandom): Rgb {
  return [random.integer(205, 250), random.integer(205, 250), random.integer(205, 250)];
}

function dark(random: SeededRandom): Rgb {
  return [random.integer(10, 90), random.integer(10, 90), random.integer(20, 110)];
}

/** The PNG of `characters`, the same for the same seeded `random`. */
export function captchaPicture(characters: string, random: SeededRandom): Buffer {
  const ink = new Ink();
  const step = (WIDTH - 2 * MARGIN) / characters.length;
  [...characters].forEach((character, index) => {
    drawCharacter(
      ink,
      character,
      [MARGIN + step * (index + 0.5) + random.between(-4, 4), HEIGHT / 2 + random.between(-6, 6)],
      random,
    );
  });
  const lines = 2;
  for (let line = 0; line < lines; line += 1) drawInterference(ink, random);

  // The whole picture waved both ways: straight baselines and upright strokes are what OCR expects.
  const waveX = {
    amplitude: random.between(1.5, 2.5),
    wavelength: random.between(60, 100),
    phase: random.between(0, Math.PI * 2),
  };
  const waveY = {
    amplitude: random.between(2, 4),
    wavelength: random.between(80, 140),
    phase: random.between(0, Math.PI * 2),
  };
  const groundFrom = pastel(random);
  const groundTo = pastel(random);
  const inkFrom = dark(random);
  const inkTo = dark(random);
  const png = new PNG({ width: WIDTH, height: HEIGHT, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  // pngjs keeps 4 bytes a pixel in `data` whatever the input type it is told; RGB input is 3.
  png.data = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const sourceX = x + waveX.amplitude * Math.sin((y / waveX.wavelength) * Math.PI * 2 + waveX.phase);
      const sourceY = y + waveY.amplitude * Math.sin((x / waveY.wavelength) * Math.PI * 2 + waveY.phase);
      const coverage = ink.at(sourceX, sourceY);
      const across = x / WIDTH;
      const mottle = random.between(-22, 22);
      const offset = (y * WIDTH + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const ground = groundFrom[channel]! + (groundTo[channel]! - groundFrom[channel]!) * across + mottle;
        const pen = inkFrom[channel]! + (inkTo[channel]! - inkFrom[channel]!) * across;
        png.data[offset + channel] = Math.max(0, Math.min(255, Math.round(ground * (1 - coverage) + pen * coverage)));
      }
    }
  }
  // Specks, dark and light, as on a photocopy: a threshold keeps some of them whatever it is.
  const specks = random.integer(180, 260);
  for (let speck = 0; speck < specks; speck += 1) {
    const offset = (random.integer(0, HEIGHT - 1) * WIDTH + random.integer(0, WIDTH - 1)) * 3;
    const shade = random.next() < 0.5 ? random.integer(20, 90) : random.integer(220, 255);
    png.data.fill(shade, offset, offset + 3);
  }
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false, deflateLevel: 6 });
}
