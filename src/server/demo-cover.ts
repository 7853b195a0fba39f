import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small real PNG cover for demo content (media covers and popup images): a background colour with a band of the
 * accent colour across it, drawn without an image library so that the seed needs nothing beyond Node.
 */
export function demoCoverPng(background: Rgb, accent: Rgb, width = 320, height = 180): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      // A diagonal band through the middle, and a lighter strip at the bottom for a title-like look.
      const band = Math.abs(x - y * (width / height) - width / 4) < width / 6;
      const strip = y > height * 0.78;
      const [r, g, b] = band ? accent : background;
      const lift = strip ? 40 : 0;
      const at = y * row + 1 + x * 3;
      raw[at] = Math.min(255, r + lift);
      raw[at + 1] = Math.min(255, g + lift);
      raw[at + 2] = Math.min(255, b + lift);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
