import type { ReadAt } from './read-range';

/**
 * The entries of an OLE compound file's directory (MS-CFB), read by range: the 512-byte header, then the directory's
 * sectors one by one along the FAT chain, reading only the FAT (and DIFAT) sectors that chain passes through. A
 * PowerPoint 97 file's directory is usually at its end, so the first bytes alone cannot say what it holds; this reads
 * a few KiB of a 100 MB file. A malformed file yields what could be read and ends.
 */
export interface OleEntry {
  name: string;
  /** 1 storage, 2 stream, 5 root (MS-CFB 2.6.1). */
  type: number;
  /** The stream's size in bytes as the directory declares it (a lying file may declare more than it holds). */
  size: number;
}

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const HEADER_BYTES = 512;
const HEADER_DIFAT_ENTRIES = 109;
/** Sector numbers above this are markers (free, end of chain, FAT, DIFAT). */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const ENTRY_BYTES = 128;
/** A directory longer than this (over 4,000 entries in 512-byte sectors) is not a presentation we need to look into. */
const MAX_DIRECTORY_SECTORS = 1024;

export async function* oleDirectory(readAt: ReadAt, fileSize: number): AsyncGenerator<OleEntry> {
  if (fileSize < HEADER_BYTES) return;
  const header = await readAt(0, HEADER_BYTES);
  if (header.length < HEADER_BYTES || !header.subarray(0, 8).equals(SIGNATURE)) return;
  const shift = header.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return;
  const sectorSize = 1 << shift;
  const perSector = sectorSize / 4;
  const sectorAt = (sector: number) => (sector + 1) * sectorSize;
  const readSector = async (sector: number): Promise<Buffer | null> => {
    if (sector > MAX_REGULAR_SECTOR || sectorAt(sector) + sectorSize > fileSize) return null;
    const bytes = await readAt(sectorAt(sector), sectorSize);
    return bytes.length === sectorSize ? bytes : null;
  };

  // Where the n-th FAT sector is: the header's 109 DIFAT entries, then the DIFAT chain (each sector's last entry
  // names the next). DIFAT and FAT sectors read are kept: a directory's chain passes through few of them.
  const difatSectors: Buffer[] = [];
  let nextDifat = header.readUInt32LE(68);
  const fatSectorNumber = async (n: number): Promise<number | null> => {
    if (n < HEADER_DIFAT_ENTRIES) return header.readUInt32LE(76 + n * 4);
    const index = Math.floor((n - HEADER_DIFAT_ENTRIES) / (perSector - 1));
    while (difatSectors.length <= index) {
      if (difatSectors.length >= fileSize / sectorSize) return null;
      const sector = await readSector(nextDifat);
      if (!sector) return null;
      difatSectors.push(sector);
      nextDifat = sector.readUInt32LE(sectorSize - 4);
    }
    return difatSectors[index].readUInt32LE(((n - HEADER_DIFAT_ENTRIES) % (perSector - 1)) * 4);
  };
  const fatSectors = new Map<number, Buffer | null>();
  const nextSector = async (sector: number): Promise<number | null> => {
    const n = Math.floor(sector / perSector);
    if (!fatSectors.has(n)) {
      const at = await fatSectorNumber(n);
      fatSectors.set(n, at === null ? null : await readSector(at));
    }
    return fatSectors.get(n)?.readUInt32LE((sector % perSector) * 4) ?? null;
  };

  const seen = new Set<number>();
  let sector: number | null = header.readUInt32LE(48);
  while (sector !== null && sector <= MAX_REGULAR_SECTOR && !seen.has(sector) && seen.size < MAX_DIRECTORY_SECTORS) {
    seen.add(sector);
    const bytes = await readSector(sector);
    if (!bytes) return;
    for (let at = 0; at < sectorSize; at += ENTRY_BYTES) {
      const type = bytes[at + 66];
      const nameBytes = Math.min(bytes.readUInt16LE(at + 64), 64);
      if (type === 0 || nameBytes < 2) continue;
      // Version 3 files (512-byte sectors) may leave garbage in the high half of the size (MS-CFB 2.6.3).
      const size = shift === 9 ? bytes.readUInt32LE(at + 120) : Number(bytes.readBigUInt64LE(at + 120));
      yield { name: bytes.toString('utf16le', at, at + nameBytes - 2), type, size };
    }
    sector = await nextSector(sector);
  }
}

/** The directory entry of the stream of this name (a PowerPoint 97 file holds "PowerPoint Document"), or null. */
export async function oleStream(readAt: ReadAt, fileSize: number, name: string): Promise<OleEntry | null> {
  for await (const entry of oleDirectory(readAt, fileSize)) if (entry.type === 2 && entry.name === name) return entry;
  return null;
}

/** Whether the compound file holds a stream of this name. */
export async function oleHasStream(readAt: ReadAt, fileSize: number, name: string): Promise<boolean> {
  return (await oleStream(readAt, fileSize, name)) !== null;
}

/** The stream each Office 97–2003 program keeps its document in ('Book' is Excel 5's), and the type it is served as. */
const OLE_DOCUMENTS: Record<string, string> = {
  'PowerPoint Document': 'application/vnd.ms-powerpoint',
  WordDocument: 'application/msword',
  Workbook: 'application/vnd.ms-excel',
  Book: 'application/vnd.ms-excel',
};

/**
 * The type of an Office 97–2003 document (a .ppt, .doc or .xls: all three are compound files, stored as the kind
 * 'ole'), by the stream its directory holds; null for another compound file (an installer, a .msg).
 */
export async function oleDocumentType(readAt: ReadAt, fileSize: number): Promise<string | null> {
  for await (const entry of oleDirectory(readAt, fileSize)) if (entry.type === 2 && OLE_DOCUMENTS[entry.name]) return OLE_DOCUMENTS[entry.name];
  return null;
}
