import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The encrypted `detail` parameter of the result reports (spec 001 §2, spec 002 §2): AES-256-GCM with a key
 * derived (HKDF-SHA256) from a server secret and the organisation code. base64url(iv | ciphertext | tag).
 */
function key(secret: Buffer, orgCode: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.from(orgCode), 'report-link', 32));
}

export function sealReportLink(secret: Buffer, orgCode: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(secret, orgCode), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The decoded value, or null when the link was tampered with, made for another organisation, or is not JSON. */
export function openReportLink(secret: Buffer, orgCode: string, token: string): unknown | null {
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 12 + 16 + 2) return null;
    const decipher = createDecipheriv('aes-256-gcm', key(secret, orgCode), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
    return JSON.parse(text);
  } catch {
    return null;
  }
}
