/**
 * Where an image file's own data ends, found by walking its container structure. Bytes after
 * that point are not part of the image: a file with such a tail (a GIF or JPEG followed by HTML
 * or script) is a polyglot that another program could read as something else, so uploads with
 * one are refused (lib/image-store.ts). The parts phones add after a JPEG's photo (further JPEG
 * images, a motion photo's MP4) are walked as part of the file: the re-encode drops them.
 */

/** Offset just past the PNG's IEND chunk, or null when the chunk structure is broken. */
function pngEnd(buf: Buffer): number | null {
  let offset = 8;
  while (offset + 12 <= buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length;
    if (offset > buf.length) return null;
    if (type === 'IEND') return offset;
  }
  return null;
}

/**
 * Offset just past the EOI marker of the JPEG stream that starts at `start`, or null when its
 * segment structure is broken.
 */
function jpegStreamEnd(buf: Buffer, start: number): number | null {
  if (buf[start] !== 0xff || buf[start + 1] !== 0xd8) return null; // SOI
  let offset = start + 2;
  while (offset + 2 <= buf.length) {
    if (buf[offset] !== 0xff) return null;
    const marker = buf[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return offset + 2; // EOI
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (offset + 4 > buf.length) return null;
    offset += 2 + buf.readUInt16BE(offset + 2);
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is neither stuffing (FF00) nor a restart.
      while (offset + 1 < buf.length) {
        if (buf[offset] === 0xff) {
          const next = buf[offset + 1]!;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        offset += 1;
      }
    }
  }
  return null;
}

/**
 * A JPEG as phones write it (docs/security.md, "Uploads"): the photo, then any number of further
 * complete JPEG streams (MPF multi-picture images, HDR gain maps), then at most one MP4 (a motion
 * photo's video) whose boxes all state their size. The end is past the last of these parts.
 */
function jpegEnd(buf: Buffer): number | null {
  let end = jpegStreamEnd(buf, 0);
  while (end !== null && buf[end] === 0xff && buf[end + 1] === 0xd8) end = jpegStreamEnd(buf, end);
  if (end === null || buf.toString('latin1', end + 4, end + 8) !== 'ftyp') return end;
  return boxesEnd(buf, end, { lastBoxMayRunToEnd: false });
}

/** Offset just past the GIF's trailer (0x3B), or null when the block structure is broken. */
function gifEnd(buf: Buffer): number | null {
  const skipSubBlocks = (at: number): number | null => {
    while (at < buf.length) {
      const size = buf[at]!;
      at += 1 + size;
      if (size === 0) return at;
    }
    return null;
  };
  if (buf.length < 13) return null;
  const screenFlags = buf[10]!;
  let offset = 13 + (screenFlags & 0x80 ? 3 * 2 ** ((screenFlags & 0x07) + 1) : 0);
  while (offset < buf.length) {
    const introducer = buf[offset]!;
    if (introducer === 0x3b) return offset + 1;
    if (introducer === 0x21) {
      const next = skipSubBlocks(offset + 2);
      if (next === null) return null;
      offset = next;
    } else if (introducer === 0x2c) {
      if (offset + 10 > buf.length) return null;
      const flags = buf[offset + 9]!;
      offset += 10 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0) + 1; // + LZW code size
      const next = skipSubBlocks(offset);
      if (next === null) return null;
      offset = next;
    } else {
      return null;
    }
  }
  return null;
}

/** RIFF (WebP): the size in the header covers the whole file, padded to an even length. */
function webpEnd(buf: Buffer): number | null {
  if (buf.length < 12) return null;
  const size = buf.readUInt32LE(4) + 8;
  return size <= buf.length ? size + (size % 2) : null;
}

/**
 * Offset just past the ISO-BMFF boxes that follow each other from `start`, or null when a box
 * overruns the file. A box of size 0 runs to the end of the file: allowed for the last box of an
 * AVIF; in a video appended to a JPEG it ends the walk there, so whatever follows counts as a tail.
 */
function boxesEnd(
  buf: Buffer,
  start: number,
  { lastBoxMayRunToEnd }: { lastBoxMayRunToEnd: boolean },
): number | null {
  let offset = start;
  while (offset + 8 <= buf.length) {
    let size = buf.readUInt32BE(offset);
    if (size === 1) {
      if (offset + 16 > buf.length) return null;
      size = Number(buf.readBigUInt64BE(offset + 8));
    } else if (size === 0) {
      return lastBoxMayRunToEnd ? buf.length : offset;
    }
    if (size < 8 || offset + size > buf.length) return null;
    offset += size;
  }
  return offset;
}

/** ISO-BMFF (AVIF): top-level boxes follow each other to the end of the file. */
const bmffEnd = (buf: Buffer) => boxesEnd(buf, 0, { lastBoxMayRunToEnd: true });

const END_OF: Record<string, (buf: Buffer) => number | null> = {
  'image/png': pngEnd,
  'image/jpeg': jpegEnd,
  'image/gif': gifEnd,
  'image/webp': webpEnd,
  'image/avif': bmffEnd,
};

/**
 * Whether the file holds anything after the image's own data (zero padding aside), or has a
 * structure that cannot be walked. Unknown types count as having a tail.
 */
export function hasTrailingData(buf: Buffer, mime: string): boolean {
  const end = END_OF[mime]?.(buf) ?? null;
  if (end === null || end > buf.length) return true;
  for (let i = end; i < buf.length; i++) if (buf[i] !== 0) return true;
  return false;
}
