// The spoken captcha: the challenge's characters in the page's language,
// strung together from one recorded clip per character (voices/, made by
// `npm run captcha:clips`), said twice, each time at its own pace, pitch and
// loudness, over hiss and a murmur of other letters played backwards. A
// person hears letters; speech recognition hears a crowd, and no clip comes
// out the same twice to be matched as a template.
import { CAPTCHA_TYPED_ALPHABET, type Locale } from '@immo/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SeededRandom } from '../seeded-random';
import { pcm8Wav, readWav } from './wav';

const RATE = 8000;
const VOICES = path.join(__dirname, 'voices');

const voices = new Map<Locale, Map<string, Float32Array>>();

/** Every character's clip in one language, read once. */
function voiceOf(locale: Locale): Map<string, Float32Array> {
  let voice = voices.get(locale);
  if (voice === undefined) {
    voice = new Map();
    for (const character of CAPTCHA_TYPED_ALPHABET) {
      const sound = readWav(readFileSync(path.join(VOICES, locale, `${character}.wav`)));
      if (sound.sampleRate !== RATE) throw new Error(`voices/${locale}/${character}.wav is not at ${RATE} Hz`);
      voice.set(character, sound.samples);
    }
    voices.set(locale, voice);
  }
  return voice;
}

/** `clip` played `speed` times as fast (pitch with it), by linear interpolation. */
function atSpeed(clip: Float32Array, speed: number): Float32Array {
  const out = new Float32Array(Math.floor(clip.length / speed));
  for (let index = 0; index < out.length; index += 1) {
    const at = index * speed;
    const before = Math.floor(at);
    const after = Math.min(before + 1, clip.length - 1);
    out[index] = clip[before]! + (clip[after]! - clip[before]!) * (at - before);
  }
  return out;
}

function addInto(track: Float32Array, clip: Float32Array, start: number, gain: number): void {
  for (let index = 0; index < clip.length && start + index < track.length; index += 1)
    track[start + index]! += clip[index]! * gain;
}

const seconds = (value: number) => Math.round(value * RATE);

/** The WAV of `characters` spoken in `locale`, the same for the same seeded `random`. */
export function captchaClip(characters: string, locale: Locale, random: SeededRandom): Buffer {
  const voice = voiceOf(locale);
  const placed: { clip: Float32Array; start: number; gain: number }[] = [];
  let cursor = seconds(random.between(0.5, 0.9));
  for (let round = 0; round < 2; round += 1) {
    for (const character of characters) {
      const clip = atSpeed(voice.get(character)!, random.between(0.9, 1.1));
      placed.push({ clip, start: cursor, gain: random.between(0.65, 0.95) });
      // Uneven gaps: no fixed rhythm tells a program where each character starts.
      cursor += clip.length + seconds(random.between(0.35, 0.95));
    }
    cursor += seconds(random.between(1, 1.5));
  }
  const track = new Float32Array(cursor);
  for (const { clip, start, gain } of placed) addInto(track, clip, start, gain);

  // The murmur: other letters, backwards, quieter, anywhere.
  const murmurs = random.integer(8, 12);
  for (let murmur = 0; murmur < murmurs; murmur += 1) {
    const other = voice.get(CAPTCHA_TYPED_ALPHABET[random.integer(0, CAPTCHA_TYPED_ALPHABET.length - 1)]!)!;
    const backwards = atSpeed(other, random.between(0.8, 1.2)).reverse();
    addInto(
      track,
      backwards,
      random.integer(0, Math.max(0, track.length - backwards.length)),
      random.between(0.12, 0.22),
    );
  }
  // Hiss, at a level that drifts.
  const hiss = random.between(0.04, 0.07);
  for (let index = 0; index < track.length; index += 1)
    track[index]! += (random.next() * 2 - 1) * hiss * (0.75 + 0.25 * Math.sin(index / 2400));
  return pcm8Wav({ sampleRate: RATE, samples: track });
}
