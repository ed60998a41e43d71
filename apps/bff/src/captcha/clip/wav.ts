// The few WAV files the captcha deals in: mono PCM, 8 or 16 bits, read into
// samples in -1..1 and written back as 8-bit (the spoken clip's format: a
// telephone's 8 kHz carries letters well, at 8 KB a second).

export interface Sound {
  sampleRate: number;
  samples: Float32Array;
}

/** A mono 8- or 16-bit PCM WAV; anything else throws (only our own clips and espeak-ng's output are read). */
export function readWav(file: Buffer): Sound {
  if (file.toString('ascii', 0, 4) !== 'RIFF' || file.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('Not a WAV file');
  let offset = 12;
  let format: { channels: number; sampleRate: number; bits: number } | null = null;
  while (offset + 8 <= file.length) {
    const id = file.toString('ascii', offset, offset + 4);
    // A streamed file (espeak-ng to stdout) says 0x7fffffff: the data then runs to the end.
    const size = Math.min(file.readUInt32LE(offset + 4), file.length - offset - 8);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (file.readUInt16LE(body) !== 1) throw new Error('Not PCM');
      format = {
        channels: file.readUInt16LE(body + 2),
        sampleRate: file.readUInt32LE(body + 4),
        bits: file.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (format === null || format.channels !== 1 || (format.bits !== 8 && format.bits !== 16))
        throw new Error('Not a mono 8- or 16-bit WAV');
      const count = format.bits === 8 ? size : Math.floor(size / 2);
      const samples = new Float32Array(count);
      for (let index = 0; index < count; index += 1) {
        samples[index] =
          format.bits === 8 ? (file[body + index]! - 128) / 128 : file.readInt16LE(body + index * 2) / 32768;
      }
      return { sampleRate: format.sampleRate, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('A WAV file without data');
}

/** An 8-bit unsigned mono PCM WAV of `samples` (clipped to -1..1). */
export function pcm8Wav({ sampleRate, samples }: Sound): Buffer {
  const file = Buffer.alloc(44 + samples.length + (samples.length % 2));
  file.write('RIFF', 0, 'ascii');
  file.writeUInt32LE(file.length - 8, 4);
  file.write('WAVEfmt ', 8, 'ascii');
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(sampleRate, 24);
  file.writeUInt32LE(sampleRate, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write('data', 36, 'ascii');
  file.writeUInt32LE(samples.length, 40);
  for (let index = 0; index < samples.length; index += 1) {
    file[44 + index] = Math.max(0, Math.min(255, Math.round(128 + Math.max(-1, Math.min(1, samples[index]!)) * 127)));
  }
  return file;
}
