import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { compoundFile } from '../../../tests/fixtures/compound-file';
import { oleDirectory, oleHasStream } from './ole-directory';

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

  it("gives each stream's size as the directory declares it", async () => {
    const sizes = { 'PowerPoint Document': 123_456, Pictures: 5 * 1024 ** 3 };
    for (const shift of [9, 12] as const) {
      const file = compoundFile({ shift, dataSectors: 4, streams: POWERPOINT, sizes });
      const found: Record<string, number> = {};
      for await (const entry of oleDirectory(reader(file).readAt, file.length)) found[entry.name] = entry.size;
      // Version 3 files (512-byte sectors) keep only the low 32 bits of a size (MS-CFB 2.6.3).
      expect(found).toMatchObject({ 'PowerPoint Document': 123_456, Pictures: shift === 9 ? 5 * 1024 ** 3 - 4 * 1024 ** 3 : 5 * 1024 ** 3 });
    }
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
