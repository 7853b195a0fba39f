import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real pictures for the demo seeds (knowledge-feed photos, channel covers): a sky-to-ground gradient with a
 * sun and a few bars, encoded as PNG with node:zlib only, so the seed needs no image library.
 */
function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(pixel(x, y), row + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = [number, number, number];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb;

/** A 480x270 scene in the given palette: `bars` chart bars (a "results" slide) under a sun. */
export function demoPicture(top: Rgb, bottom: Rgb, accent: Rgb, bars: number[]): Buffer {
  const W = 480;
  const H = 270;
  return png(W, H, (x, y) => {
    if ((x - 400) ** 2 + (y - 60) ** 2 < 28 ** 2) return [250, 204, 21];
    const bar = Math.floor((x - 40) / 60);
    if (x >= 40 && bar < bars.length && (x - 40) % 60 < 40 && y > H - 30 - bars[bar] && y < H - 30) return accent;
    if (y >= H - 30 && y < H - 27) return [30, 41, 59];
    return mix(top, bottom, y / H);
  });
}
