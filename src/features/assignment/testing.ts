import { deflateSync } from 'node:zlib';
import type { DbOrTx } from '@/db/client';
import { assignmentGroupMembers, assignmentGroups, assignments } from '@/db/schema/assignment';

type NewAssignment = typeof assignments.$inferInsert;

/** Builders for assignments (tests, seed and bench). */
export async function insertAssignment(db: DbOrTx, v: Partial<NewAssignment> & { organizationId: number }) {
  const [row] = await db
    .insert(assignments)
    .values({
      title: 'Assignment',
      instruction: '<p>Hand in your work.</p>',
      allowedUploadExtensions: { documents: ['pdf', 'png'], videos: [], audios: [], others: [] },
      ...v,
    })
    .returning();
  return row;
}

export async function insertGroup(db: DbOrTx, placementId: number, name: string, userIds: number[]) {
  const [group] = await db.insert(assignmentGroups).values({ placementId, name }).returning();
  if (userIds.length) await db.insert(assignmentGroupMembers).values(userIds.map((userId) => ({ groupId: group.id, placementId, userId })));
  return group;
}

/** A small valid one-page PDF showing a line of text. */
export function pdfBytes(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, ' ').slice(0, 80);
  const stream = `BT /F1 14 Tf 72 720 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A small solid-colour PNG, without dependencies (the seed runs in production). */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
