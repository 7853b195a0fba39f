import type { ReadAt } from '@/server/storage/read-range';

/**
 * The length of an MP4, M4A or MOV (ISO base media file) in seconds, read from its boxes by range (docs/decisions/0111):
 * the longest video track, else the longest sound track, else the movie header. music-metadata reads only sound
 * tracks, so a video without sound had no length, and a fragmented file (what a browser's MediaRecorder and phones
 * write: the samples are described in `moof` boxes after the header, whose own durations are zero or cover only the
 * first samples) was given the length of its header's samples. Only box headers, the movie box's headers and the
 * fragments' small `moof` boxes are read; the media data is jumped over.
 */
export async function readMp4Duration(readAt: ReadAt, size: number): Promise<number | null> {
  const movie: Movie = { timescale: 0, duration: 0, fragmentDuration: 0, tracks: new Map() };
  let fragmented = false;
  for (let at = 0; at < size;) {
    const box = await boxAt(readAt, at, size);
    if (!box) break;
    if (box.type === 'moov') await readMovie(readAt, box, movie);
    else if (box.type === 'moof') {
      fragmented = true;
      readFragment(await boxBody(readAt, box), movie);
    }
    at = box.end;
  }
  return lengthOf(movie, fragmented);
}

interface Track {
  handler: string;
  timescale: number;
  /** The media header's duration: the samples the movie box describes (all of them unless fragmented). */
  duration: number;
  /** The default sample duration of the track's fragments (trex), when a fragment does not say. */
  defaultSampleDuration: number;
  /** Where the track's fragments reach, in its timescale. */
  fragmentsEnd: number;
}

interface Movie {
  timescale: number;
  duration: number;
  /** The movie extends header's total duration of a fragmented file (rarely written by recorders). */
  fragmentDuration: number;
  tracks: Map<number, Track>;
}

interface Box {
  type: string;
  /** Where its content starts and ends in the file. */
  body: number;
  end: number;
}

/** A box's content above this is not a header: a corrupt size is refused before it is allocated. */
const MAX_HEADER_BOX_BYTES = 16 * 1024 * 1024;

async function boxAt(readAt: ReadAt, at: number, limit: number): Promise<Box | null> {
  if (at + 8 > limit) return null;
  const head = await readAt(at, 16);
  if (head.length < 8) return null;
  let size = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  let headerSize = 8;
  if (size === 1) {
    if (head.length < 16) return null;
    size = Number(head.readBigUInt64BE(8));
    headerSize = 16;
  } else if (size === 0) size = limit - at;
  if (size < headerSize) throw new Error(`the ${type} box at ${at} has an impossible size`);
  return { type, body: at + headerSize, end: at + size };
}

async function boxBody(readAt: ReadAt, box: Box): Promise<Buffer> {
  const length = box.end - box.body;
  if (length > MAX_HEADER_BOX_BYTES) throw new Error(`the ${box.type} box is too large to be a header`);
  return readAt(box.body, length);
}

/** The boxes inside a parent read whole into memory (`moof`, `traf`): type and content. */
function* children(bytes: Buffer): Generator<{ type: string; body: Buffer }> {
  for (let at = 0; at + 8 <= bytes.length;) {
    let size = bytes.readUInt32BE(at);
    let headerSize = 8;
    if (size === 1 && at + 16 <= bytes.length) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      headerSize = 16;
    } else if (size === 0) size = bytes.length - at;
    if (size < headerSize) return;
    yield { type: bytes.toString('latin1', at + 4, at + 8), body: bytes.subarray(at + headerSize, Math.min(bytes.length, at + size)) };
    at += size;
  }
}

/** A full box's version, then a time field of 4 bytes (version 0) or 8 (version 1). */
const timeField = (body: Buffer, at: number): number => (body[0] === 1 ? Number(body.readBigUInt64BE(at)) : body.readUInt32BE(at));

/** Walks the movie box by range, reading only the small headers it needs (the sample tables are jumped over). */
async function readMovie(readAt: ReadAt, moov: Box, movie: Movie): Promise<void> {
  for (let at = moov.body; at < moov.end;) {
    const box = await boxAt(readAt, at, moov.end);
    if (!box) break;
    if (box.type === 'mvhd') {
      const body = await boxBody(readAt, box);
      // version 1: creation and modification times of 8 bytes each, then timescale and duration (8)
      movie.timescale = body.readUInt32BE(body[0] === 1 ? 20 : 12);
      movie.duration = timeField(body, body[0] === 1 ? 24 : 16);
    } else if (box.type === 'trak') {
      const track = await readTrack(readAt, box);
      if (track) movie.tracks.set(track.id, track.track);
    } else if (box.type === 'mvex') {
      for (const child of children(await boxBody(readAt, box))) {
        if (child.type === 'mehd') movie.fragmentDuration = timeField(child.body, 4);
        if (child.type === 'trex') {
          const track = movie.tracks.get(child.body.readUInt32BE(4));
          if (track) track.defaultSampleDuration = child.body.readUInt32BE(12);
        }
      }
    }
    at = box.end;
  }
}

async function readTrack(readAt: ReadAt, trak: Box): Promise<{ id: number; track: Track } | null> {
  let id = 0;
  const track: Track = { handler: '', timescale: 0, duration: 0, defaultSampleDuration: 0, fragmentsEnd: 0 };
  for (let at = trak.body; at < trak.end;) {
    const box = await boxAt(readAt, at, trak.end);
    if (!box) break;
    if (box.type === 'tkhd') {
      const body = await boxBody(readAt, box);
      id = body.readUInt32BE(body[0] === 1 ? 20 : 12);
    } else if (box.type === 'mdia') {
      for (let inner = box.body; inner < box.end;) {
        const child = await boxAt(readAt, inner, box.end);
        if (!child) break;
        if (child.type === 'mdhd') {
          const body = await boxBody(readAt, child);
          track.timescale = body.readUInt32BE(body[0] === 1 ? 20 : 12);
          track.duration = timeField(body, body[0] === 1 ? 24 : 16);
        } else if (child.type === 'hdlr') {
          track.handler = (await boxBody(readAt, child)).toString('latin1', 8, 12);
        }
        inner = child.end;
      }
    }
    at = box.end;
  }
  return id ? { id, track } : null;
}

const TFHD_BASE_DATA_OFFSET = 0x01;
const TFHD_SAMPLE_DESCRIPTION = 0x02;
const TFHD_DEFAULT_DURATION = 0x08;
const TRUN_DATA_OFFSET = 0x01;
const TRUN_FIRST_SAMPLE_FLAGS = 0x04;
const TRUN_DURATION = 0x100;
const TRUN_SIZE = 0x200;
const TRUN_FLAGS = 0x400;
const TRUN_COMPOSITION_OFFSET = 0x800;

/** One fragment: per track, its decode time (tfdt, else where the track's previous fragment ended) plus its samples' durations. */
function readFragment(moof: Buffer, movie: Movie): void {
  for (const traf of children(moof)) {
    if (traf.type !== 'traf') continue;
    let track: Track | undefined;
    let defaultDuration = 0;
    let start: number | null = null;
    let total = 0;
    for (const box of children(traf.body)) {
      const body = box.body;
      const flags = body.readUIntBE(1, 3);
      if (box.type === 'tfhd') {
        track = movie.tracks.get(body.readUInt32BE(4));
        const at = 8 + (flags & TFHD_BASE_DATA_OFFSET ? 8 : 0) + (flags & TFHD_SAMPLE_DESCRIPTION ? 4 : 0);
        defaultDuration = flags & TFHD_DEFAULT_DURATION ? body.readUInt32BE(at) : (track?.defaultSampleDuration ?? 0);
      } else if (box.type === 'tfdt') {
        start = timeField(body, 4);
      } else if (box.type === 'trun') {
        const count = body.readUInt32BE(4);
        if (!(flags & TRUN_DURATION)) {
          total += count * defaultDuration;
          continue;
        }
        let at = 8 + (flags & TRUN_DATA_OFFSET ? 4 : 0) + (flags & TRUN_FIRST_SAMPLE_FLAGS ? 4 : 0);
        const stride = 4 * [TRUN_DURATION, TRUN_SIZE, TRUN_FLAGS, TRUN_COMPOSITION_OFFSET].filter((f) => flags & f).length;
        for (let i = 0; i < count && at + 4 <= body.length; i++, at += stride) total += body.readUInt32BE(at);
      }
    }
    if (!track) continue;
    // Without tfdt a fragment follows the samples before it: those of the movie box, then the earlier fragments.
    const from = start ?? Math.max(track.fragmentsEnd, track.duration);
    track.fragmentsEnd = Math.max(track.fragmentsEnd, from + total);
  }
}

function lengthOf(movie: Movie, fragmented: boolean): number | null {
  const seconds = (track: Track) => (track.timescale ? Math.max(track.duration, fragmented ? track.fragmentsEnd : 0) / track.timescale : 0);
  for (const handler of ['vide', 'soun']) {
    const longest = Math.max(0, ...[...movie.tracks.values()].filter((t) => t.handler === handler).map(seconds));
    if (longest > 0) return longest;
  }
  if (!movie.timescale) return null;
  const whole = Math.max(movie.duration, movie.fragmentDuration) / movie.timescale;
  return whole > 0 ? whole : null;
}
