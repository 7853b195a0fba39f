import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { oleDirectory, oleHasStream } from './ole-directory';

const END = 0xfffffffe;
const FREE = 0xffffffff;

/**
 * A compound file as PowerPoint leaves one after many saves: `dataSectors` of stream data first, the directory after
 * them, the FAT (and, past 109 FAT sectors, the DIFAT chain) at the end.
 */
function compoundFile(options: { shift?: 9 | 12; dataSectors: number; streams: string[]; loop?: boolean }): Buffer {
  const shift = options.shift ?? 9;
  const size = 1 << shift;
  const per = size / 4;
  const entries = [{ name: 'Root Entry', type: 5 }, ...options.streams.map((name) => ({ name, type: 2 }))];
  const dirSectors = Math.ceil(entries.length / (size / 128));
  let fat = 1;
  let difat = 0;
  for (;;) {
    const total = options.dataSectors + dirSectors + fat + difat;
    const needFat = Math.ceil(total / per);
    const needDifat = Math.max(0, Math.ceil((needFat - 109) / (per - 1)));
    if (needFat === fat && needDifat === difat) break;
    [fat, difat] = [needFat, needDifat];
  }
  const dirStart = options.dataSectors;
  const fatStart = dirStart + dirSectors;
  const difatStart = fatStart + fat;
  const total = difatStart + difat;
  const file = Buffer.alloc((total + 1) * size);
  const at = (sector: number) => (sector + 1) * size;
  const next = new Uint32Array(fat * per).fill(FREE);
  for (let s = 0; s < options.dataSectors; s++) next[s] = s + 1 < options.dataSectors ? s + 1 : END;
  for (let s = dirStart; s < fatStart; s++) next[s] = s + 1 < fatStart ? s + 1 : options.loop ? dirStart : END;
  for (let s = fatStart; s < difatStart; s++) next[s] = 0xfffffffd;
  for (let s = difatStart; s < total; s++) next[s] = 0xfffffffc;
  for (let i = 0; i < next.length; i++) file.writeUInt32LE(next[i], at(fatStart + Math.floor(i / per)) + (i % per) * 4);

  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 24);
  file.writeUInt16LE(shift === 9 ? 3 : 4, 26);
  file.writeUInt16LE(0xfffe, 28);
  file.writeUInt16LE(shift, 30);
  file.writeUInt16LE(6, 32);
  file.writeUInt32LE(fat, 44);
  file.writeUInt32LE(dirStart, 48);
  file.writeUInt32LE(4096, 56);
  file.writeUInt32LE(END, 60);
  file.writeUInt32LE(difat ? difatStart : END, 68);
  file.writeUInt32LE(difat, 72);
  for (let i = 0; i < 109; i++) file.writeUInt32LE(i < fat ? fatStart + i : FREE, 76 + i * 4);
  for (let d = 0; d < difat; d++) {
    const base = at(difatStart + d);
    for (let i = 0; i < per - 1; i++) {
      const n = 109 + d * (per - 1) + i;
      file.writeUInt32LE(n < fat ? fatStart + n : FREE, base + i * 4);
    }
    file.writeUInt32LE(d + 1 < difat ? difatStart + d + 1 : END, base + size - 4);
  }
  entries.forEach((entry, i) => {
    const base = at(dirStart + Math.floor(i / (size / 128))) + (i % (size / 128)) * 128;
    file.write(entry.name, base, 'utf16le');
    file.writeUInt16LE((entry.name.length + 1) * 2, base + 64);
    file[base + 66] = entry.type;
  });
  return file;
}

/** A ranged reader over the bytes that counts what it was asked for. */
function reader(bytes: Buffer) {
  const cost = { reads: 0, bytes: 0 };
  const readAt = async (start: number, length: number) => {
    cost.reads += 1;
    cost.bytes += length;
    return bytes.subarray(start, start + length);
  };
  return { readAt, cost };
}

const POWERPOINT = ['Current User', 'Pictures', 'PowerPoint Document', '\u0005SummaryInformation'];

describe('oleDirectory (by range)', () => {
  it('finds the PowerPoint stream of a 9 MB file whose directory is past the data and whose FAT needs the DIFAT chain', async () => {
    const file = compoundFile({ dataSectors: 18_000, streams: POWERPOINT });
    expect(file.readUInt32LE(72)).toBeGreaterThan(0);
    const { readAt, cost } = reader(file);
    expect(await oleHasStream(readAt, file.length, 'PowerPoint Document')).toBe(true);
    // The header, the directory sectors, one DIFAT and one FAT sector: a few KiB of 9 MB.
    expect(cost.bytes).toBeLessThanOrEqual(8 * 512);
  });

  it('reads files with 4096-byte sectors (version 4)', async () => {
    const file = compoundFile({ shift: 12, dataSectors: 40, streams: POWERPOINT });
    const names = [];
    for await (const entry of oleDirectory(reader(file).readAt, file.length)) names.push(entry.name);
    expect(names).toEqual(['Root Entry', ...POWERPOINT]);
  });

  it('says no for a Word or Excel 97 file, a real one from LibreOffice included', async () => {
    const word = compoundFile({ dataSectors: 10, streams: ['WordDocument', '1Table'] });
    expect(await oleHasStream(reader(word).readAt, word.length, 'PowerPoint Document')).toBe(false);
    const xls = await readFile('tests/fixtures/libreoffice/deleted-row.xls');
    const names = [];
    for await (const entry of oleDirectory(reader(xls).readAt, xls.length)) names.push(entry.name);
    expect(names).toContain('Workbook');
    expect(names).not.toContain('PowerPoint Document');
  });

  it('ends on what is not a compound file, one cut short and a directory chain that loops', async () => {
    const pdf = Buffer.from('%PDF-1.7\n' + ' '.repeat(600));
    expect(await oleHasStream(reader(pdf).readAt, pdf.length, 'PowerPoint Document')).toBe(false);
    const whole = compoundFile({ dataSectors: 20, streams: POWERPOINT });
    const cut = whole.subarray(0, 512 * 10);
    expect(await oleHasStream(reader(cut).readAt, cut.length, 'PowerPoint Document')).toBe(false);
    const looping = compoundFile({ dataSectors: 4, streams: [...Array(9).keys()].map((i) => `Stream ${i}`), loop: true });
    const { readAt, cost } = reader(looping);
    expect(await oleHasStream(readAt, looping.length, 'PowerPoint Document')).toBe(false);
    expect(cost.reads).toBeLessThan(10);
  });
});
