// `npm run captcha:clips`: records each captcha character once per language
// with espeak-ng (Debian: `apt-get install espeak-ng`) into the small clips
// the BFF strings together for the spoken captcha
// (apps/bff/src/captcha/clip/voices/{locale}/{character}.wav, committed, so
// production needs no speech engine). Each clip: the letter's name in that
// language, silence trimmed, 8 kHz, 8-bit mono, peak at 90 %.
import { CAPTCHA_TYPED_ALPHABET, type Locale, locales } from '@immo/domain';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pcm8Wav, readWav, type Sound } from '../../apps/bff/src/captcha/clip/wav';

const OUT = path.join(__dirname, '../../apps/bff/src/captcha/clip/voices');
const RATE = 8000;

/** Belgium's French and the United Kingdom's English; Dutch and German as espeak-ng has them. */
const VOICES: Record<Locale, string> = { nl: 'nl', fr: 'fr-be', en: 'en-gb', de: 'de' };

/** Where espeak-ng's own reading of a lone character is not the one a visitor here expects. */
const SPOKEN: Partial<Record<Locale, Record<string, string>>> = {
  // Flemish says i-grec; espeak-ng's Dutch reads Y as the diphthong of "ij", which one would type IJ.
  nl: { Y: 'ie-grek' },
};

/** Silence at either end goes, but for 20 ms. */
function trimmed({ sampleRate, samples }: Sound): Sound {
  const loud = (value: number) => Math.abs(value) > 0.02;
  const first = Math.max(0, samples.findIndex(loud) - Math.round(sampleRate * 0.02));
  const last = Math.min(samples.length, samples.findLastIndex(loud) + Math.round(sampleRate * 0.02));
  return { sampleRate, samples: samples.slice(first, last) };
}

/** Down to 8 kHz: each output sample averages the input over its own span (a box filter against aliasing). */
function resampled({ sampleRate, samples }: Sound): Sound {
  const ratio = sampleRate / RATE;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let index = 0; index < out.length; index += 1) {
    const from = Math.floor(index * ratio);
    const to = Math.max(from + 1, Math.floor((index + 1) * ratio));
    let sum = 0;
    for (let at = from; at < to; at += 1) sum += samples[at] ?? 0;
    out[index] = sum / (to - from);
  }
  return { sampleRate: RATE, samples: out };
}

function normalised({ sampleRate, samples }: Sound): Sound {
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0) || 1;
  return { sampleRate, samples: samples.map((value) => (value / peak) * 0.9) };
}

const work = mkdtempSync(path.join(tmpdir(), 'captcha-clips-'));
try {
  for (const locale of locales) {
    mkdirSync(path.join(OUT, locale), { recursive: true });
    for (const character of CAPTCHA_TYPED_ALPHABET) {
      const raw = path.join(work, 'raw.wav');
      const text = SPOKEN[locale]?.[character] ?? character;
      const run = spawnSync('espeak-ng', ['-v', VOICES[locale], '-s', '140', '-w', raw, text], { encoding: 'utf8' });
      if (run.error || run.status !== 0)
        throw new Error(`espeak-ng failed for ${locale} ${character}: ${run.error?.message ?? run.stderr}`);
      const clip = normalised(resampled(trimmed(readWav(readFileSync(raw)))));
      writeFileSync(path.join(OUT, locale, `${character}.wav`), pcm8Wav(clip));
    }
    console.log(`${locale}: ${CAPTCHA_TYPED_ALPHABET.length} clips`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
