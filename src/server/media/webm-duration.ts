import type { ReadAt } from '@/server/storage/read-range';

/**
 * The length of a WebM (Matroska) in seconds, read by range (docs/decisions/0111). The segment's Info says it when
 * the writer knew it at the end; a recording made in a browser (MediaRecorder) is written as it goes, so its Info has
 * no Duration and its segment and clusters have the "unknown" size, which music-metadata cannot step over ("ignore
 * length must be a non-negative safe integer"). Then the clusters are walked: one of known size is jumped over (only
 * the last one is read), one of unknown size is read element by element, jumping over each block's frame. The length
 * is where the last frame of the longest track ends: its time plus its duration (the block's, the track's default, or
 * else the gap before it). Cues are not needed: they point at keyframes, not at the end, and the writers that leave
 * the size unknown write none.
 */
export async function readWebmDuration(readAt: ReadAt, size: number): Promise<number | null> {
  const header = await elementAt(readAt, 0, size);
  if (header?.id !== ID.ebml || header.end === null) throw new Error('the file has no EBML header');
  const segment = await elementAt(readAt, header.end, size);
  if (segment?.id !== ID.segment) throw new Error('the file has no Matroska segment');
  const end = segment.end === null ? size : Math.min(segment.end, size);
  const state: ScanState = { timecodeScale: 1_000_000, declared: null, defaultDurations: new Map(), tracks: new Map() };
  let lastCluster: Element | null = null;
  for (let at = segment.body; at < end;) {
    const element = await elementAt(readAt, at, end);
    if (!element) break;
    if (element.id === ID.cluster) {
      if (state.declared) break;
      if (element.end === null) {
        at = await scanCluster(readAt, element.body, end, state);
        lastCluster = null;
        continue;
      }
      lastCluster = element;
    } else if (element.end === null) {
      break; // nothing but a cluster may have an unknown size: there is no telling where it ends
    } else if (element.id === ID.info) {
      readInfo(await bodyOf(readAt, element), state);
    } else if (element.id === ID.tracks) {
      readTracks(await bodyOf(readAt, element), state);
    }
    at = element.end;
  }
  if (state.declared) return (state.declared * state.timecodeScale) / 1e9;
  if (lastCluster?.end) await scanCluster(readAt, lastCluster.body, Math.min(lastCluster.end, end), state);
  const ticks = Math.max(0, ...[...state.tracks.values()].map((track) => track.end));
  return ticks > 0 ? (ticks * state.timecodeScale) / 1e9 : null;
}

const ID = {
  ebml: 0x1a45dfa3,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  defaultDuration: 0x23e383,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  blockDuration: 0x9b,
  cues: 0x1c53bb6b,
  attachments: 0x1941a469,
  chapters: 0x1043a770,
  tags: 0x1254c367,
} as const;

/** What may follow a cluster in a segment (or a new stream after it): the end of a cluster of unknown size. */
const SEGMENT_LEVEL: ReadonlySet<number> = new Set([
  ID.ebml,
  ID.segment,
  ID.seekHead,
  ID.info,
  ID.tracks,
  ID.cluster,
  ID.cues,
  ID.attachments,
  ID.chapters,
  ID.tags,
]);

/** A header element's content above this is not a header: a corrupt size is refused before it is allocated. */
const MAX_HEADER_BYTES = 16 * 1024 * 1024;
/** A block's first bytes: its track number (at most 8 bytes) and its 2-byte relative time. */
const BLOCK_HEAD_BYTES = 10;

interface Element {
  id: number;
  /** Where its content starts; where it ends, or null for the "unknown" size of a live writer. */
  body: number;
  end: number | null;
}

interface ScanState {
  /** Nanoseconds per tick of the segment's times. */
  timecodeScale: number;
  /** The Info's Duration, in ticks, when the writer put one there. */
  declared: number | null;
  /** A track's frame duration in nanoseconds (DefaultDuration), when it declares one. */
  defaultDurations: Map<number, number>;
  /** Per track: the latest frame time seen, the gap before it and where the track ends, in ticks. */
  tracks: Map<number, { last: number; gap: number; end: number }>;
}

/** An EBML variable-length integer at `at`: its length and value; `marker` keeps the length bits (element IDs do). */
function vint(bytes: Buffer, at: number, marker: boolean): { length: number; value: number; unknown: boolean } | null {
  if (at >= bytes.length || bytes[at] === 0) return null;
  const length = Math.clz32(bytes[at]) - 23;
  if (at + length > bytes.length) return null;
  let value = marker ? bytes[at] : bytes[at] & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i];
    unknown &&= bytes[at + i] === 0xff;
  }
  return { length, value, unknown: !marker && unknown };
}

async function elementAt(readAt: ReadAt, at: number, limit: number): Promise<Element | null> {
  if (at >= limit) return null;
  const head = await readAt(at, 12);
  const id = vint(head, 0, true);
  const size = id && vint(head, id.length, false);
  if (!id || !size) return null; // cut short (or not EBML: the caller's checks say so)
  if (id.length > 4) throw new Error(`an element ID at ${at} is longer than 4 bytes`);
  const body = at + id.length + size.length;
  return { id: id.value, body, end: size.unknown ? null : body + size.value };
}

async function bodyOf(readAt: ReadAt, element: Element): Promise<Buffer> {
  const length = (element.end ?? element.body) - element.body;
  if (length > MAX_HEADER_BYTES) throw new Error(`the element ${element.id.toString(16)} is too large to be a header`);
  return readAt(element.body, length);
}

/** The child elements of a header read whole into memory (Info, Tracks, a track entry). */
function* children(bytes: Buffer): Generator<{ id: number; body: Buffer }> {
  for (let at = 0; at < bytes.length;) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size || size.unknown) return;
    const body = at + id.length + size.length;
    yield { id: id.value, body: bytes.subarray(body, body + size.value) };
    at = body + size.value;
  }
}

const uint = (bytes: Buffer): number => bytes.reduce((value, byte) => value * 256 + byte, 0);

function readInfo(info: Buffer, state: ScanState): void {
  for (const child of children(info)) {
    if (child.id === ID.timecodeScale && child.body.length) state.timecodeScale = uint(child.body) || 1_000_000;
    if (child.id === ID.duration) {
      const duration = child.body.length === 4 ? child.body.readFloatBE(0) : child.body.length === 8 ? child.body.readDoubleBE(0) : 0;
      state.declared = Number.isFinite(duration) && duration > 0 ? duration : null;
    }
  }
}

function readTracks(tracks: Buffer, state: ScanState): void {
  for (const entry of children(tracks)) {
    if (entry.id !== ID.trackEntry) continue;
    let number = 0;
    let defaultDuration = 0;
    for (const child of children(entry.body)) {
      if (child.id === ID.trackNumber) number = uint(child.body);
      if (child.id === ID.defaultDuration) defaultDuration = uint(child.body);
    }
    if (number && defaultDuration) state.defaultDurations.set(number, defaultDuration);
  }
}

/**
 * Reads a cluster's blocks from `from`, jumping over their frames, until `limit` or (a cluster of unknown size) the
 * next segment-level element; answers where it stopped.
 */
async function scanCluster(readAt: ReadAt, from: number, limit: number, state: ScanState): Promise<number> {
  let clusterTime = 0;
  for (let at = from; at < limit;) {
    const element = await elementAt(readAt, at, limit);
    if (!element) return limit;
    if (SEGMENT_LEVEL.has(element.id)) return at;
    if (element.end === null) throw new Error(`an element of unknown size inside a cluster at ${at}`);
    if (element.id === ID.timecode) clusterTime = uint(await bodyOf(readAt, element));
    else if (element.id === ID.simpleBlock) noteBlock(state, clusterTime, await readAt(element.body, BLOCK_HEAD_BYTES), null);
    else if (element.id === ID.blockGroup) await readBlockGroup(readAt, element, clusterTime, state);
    at = element.end;
  }
  return limit;
}

async function readBlockGroup(readAt: ReadAt, group: Element, clusterTime: number, state: ScanState): Promise<void> {
  let head: Buffer | null = null;
  let duration: number | null = null;
  const end = group.end ?? group.body;
  for (let at = group.body; at < end;) {
    const element = await elementAt(readAt, at, end);
    if (!element?.end) break;
    if (element.id === ID.block) head = await readAt(element.body, BLOCK_HEAD_BYTES);
    if (element.id === ID.blockDuration) duration = uint(await bodyOf(readAt, element));
    at = element.end;
  }
  if (head) noteBlock(state, clusterTime, head, duration);
}

/** One frame: where it ends is its time plus the block's duration, the track's default, or else the gap before it. */
function noteBlock(state: ScanState, clusterTime: number, head: Buffer, blockDuration: number | null): void {
  const track = vint(head, 0, false);
  if (!track || head.length < track.length + 2) return;
  const time = clusterTime + head.readInt16BE(track.length);
  const seen = state.tracks.get(track.value) ?? { last: time, gap: 0, end: 0 };
  if (time > seen.last) {
    seen.gap = time - seen.last;
    seen.last = time;
  }
  const declared = state.defaultDurations.get(track.value);
  const frame = blockDuration ?? (declared ? declared / state.timecodeScale : seen.gap);
  seen.end = Math.max(seen.end, time + frame);
  state.tracks.set(track.value, seen);
}
