import sharp from 'sharp';

type Palette = { paper: string; frame: string; accent: string };

/**
 * A demo theme's background: an A4 certificate frame (double border, corner ornaments, a seal) drawn as SVG and
 * rasterised to a small real PNG with sharp, at 96 dpi (1123 × 794 landscape, 794 × 1123 portrait).
 */
export async function certificateBackgroundPng(orientation: 'landscape' | 'portrait', p: Palette): Promise<Buffer> {
  const [w, h] = orientation === 'landscape' ? [1123, 794] : [794, 1123];
  const corner = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="26" fill="none" stroke="${p.accent}" stroke-width="6"/><circle cx="${x}" cy="${y}" r="10" fill="${p.accent}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <rect width="${w}" height="${h}" fill="${p.paper}"/>
  <rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="${p.frame}" stroke-width="16"/>
  <rect x="52" y="52" width="${w - 104}" height="${h - 104}" fill="none" stroke="${p.accent}" stroke-width="3"/>
  ${corner(52, 52)}${corner(w - 52, 52)}${corner(52, h - 52)}${corner(w - 52, h - 52)}
  <rect x="${w / 2 - 160}" y="88" width="320" height="6" fill="${p.accent}"/>
  <circle cx="${w / 2}" cy="${h - 150}" r="44" fill="${p.accent}" opacity="0.9"/>
  <circle cx="${w / 2}" cy="${h - 150}" r="34" fill="none" stroke="${p.paper}" stroke-width="3"/>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** A demo signature: a pen stroke on a transparent PNG. */
export async function signaturePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="110">
  <path d="M10 80 C 40 10, 70 10, 80 70 S 120 100, 140 40 S 180 20, 190 70 S 240 90, 290 30" fill="none" stroke="#1e3a8a" stroke-width="5" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
