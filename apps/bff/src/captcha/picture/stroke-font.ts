// The captcha alphabet as pen strokes (polylines in a unit box, x to the
// right, y down), drawn by captcha-picture.ts with the jitter, slant and
// thickness of a hand. Not a font file: a font's glyphs come out the same
// every time, which a program matches; strokes bent per picture do not.
import { CAPTCHA_TYPED_ALPHABET } from '@immo/domain';

export type Point = readonly [number, number];
export type Stroke = readonly Point[];

/** Points on an ellipse from one angle to another (degrees, clockwise on screen since y points down). */
function arc(cx: number, cy: number, rx: number, ry: number, fromDeg: number, toDeg: number, steps = 10): Point[] {
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = ((fromDeg + ((toDeg - fromDeg) * index) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });
}

const P_BOWL: Stroke = [[0, 1], [0, 0], [0.55, 0], ...arc(0.55, 0.27, 0.42, 0.27, -90, 90, 8), [0, 0.54]];

export const STROKE_FONT: Readonly<Record<string, readonly Stroke[]>> = {
  A: [
    [
      [0, 1],
      [0.5, 0],
      [1, 1],
    ],
    [
      [0.22, 0.62],
      [0.78, 0.62],
    ],
  ],
  C: [arc(0.55, 0.5, 0.5, 0.5, -50, -310, 14)],
  D: [[[0.35, 1], [0, 1], [0, 0], [0.35, 0], ...arc(0.35, 0.5, 0.62, 0.5, -90, 90, 12)]],
  E: [
    [
      [0.95, 0],
      [0, 0],
      [0, 1],
      [0.95, 1],
    ],
    [
      [0, 0.5],
      [0.75, 0.5],
    ],
  ],
  F: [
    [
      [0.95, 0],
      [0, 0],
      [0, 1],
    ],
    [
      [0, 0.5],
      [0.75, 0.5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [1, 0],
      [1, 1],
    ],
    [
      [0, 0.5],
      [1, 0.5],
    ],
  ],
  J: [[[0.9, 0], ...arc(0.5, 0.68, 0.4, 0.32, 0, 180, 10)]],
  K: [
    [
      [0, 0],
      [0, 1],
    ],
    [
      [0.95, 0],
      [0, 0.62],
    ],
    [
      [0.3, 0.42],
      [1, 1],
    ],
  ],
  M: [
    [
      [0, 1],
      [0, 0],
      [0.5, 0.62],
      [1, 0],
      [1, 1],
    ],
  ],
  N: [
    [
      [0, 1],
      [0, 0],
      [1, 1],
      [1, 0],
    ],
  ],
  P: [P_BOWL],
  R: [
    P_BOWL,
    [
      [0.45, 0.54],
      [1, 1],
    ],
  ],
  T: [
    [
      [0, 0],
      [1, 0],
    ],
    [
      [0.5, 0],
      [0.5, 1],
    ],
  ],
  U: [[[0, 0], ...arc(0.5, 0.62, 0.5, 0.38, 180, 0, 12), [1, 0]]],
  V: [
    [
      [0, 0],
      [0.5, 1],
      [1, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [0.25, 1],
      [0.5, 0.35],
      [0.75, 1],
      [1, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [1, 1],
    ],
    [
      [1, 0],
      [0, 1],
    ],
  ],
  Y: [
    [
      [0, 0],
      [0.5, 0.5],
      [1, 0],
    ],
    [
      [0.5, 0.5],
      [0.5, 1],
    ],
  ],
  '3': [[...arc(0.5, 0.27, 0.42, 0.27, 200, 450, 10), ...arc(0.5, 0.77, 0.48, 0.23, 270, 520, 10)]],
  '4': [
    [
      [0.72, 1],
      [0.72, 0],
      [0, 0.7],
      [1, 0.7],
    ],
  ],
  '7': [
    [
      [0, 0],
      [1, 0],
      [0.35, 1],
    ],
  ],
  '9': [
    arc(0.5, 0.3, 0.45, 0.3, 0, 360, 16),
    [
      [0.95, 0.3],
      [0.9, 0.7],
      [0.55, 1],
    ],
  ],
};

// Every character the BFF may ask for has strokes (the spec checks it too).
for (const character of CAPTCHA_TYPED_ALPHABET) {
  if (!STROKE_FONT[character]) throw new Error(`No strokes for the captcha character ${character}`);
}
