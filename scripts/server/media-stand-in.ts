// GET /media/<name>.wav: a short quiet tone, generated, so audio blocks have something to play offline (the demo
// site's audio; a published site's audio is the platform's file). 8 kHz, 8-bit mono PCM, 3 s: 24 KB.
import type { Reply } from './http-util';

export const MEDIA_STAND_IN_PREFIX = '/media/';
const RATE = 8000;
const SECONDS = 3;

/** A WAV file of a 440 Hz tone at low volume. */
export function toneWav(): Buffer {
  const samples = RATE * SECONDS;
  const wav = Buffer.alloc(44 + samples);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i += 1) wav[44 + i] = 128 + Math.round(8 * Math.sin((2 * Math.PI * 440 * i) / RATE));
  return wav;
}

export function mediaStandInReply(path: string): Reply {
  if (!/^\/media\/[a-z0-9-]+\.wav$/.test(path)) return { status: 404, body: `No media at ${path}` };
  return { status: 200, body: toneWav(), contentType: 'audio/wav' };
}
