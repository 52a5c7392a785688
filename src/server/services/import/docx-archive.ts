import yauzl from 'yauzl';
import { AppError } from '../../errors';

/** What an uploaded archive may unpack to; from the IMPORT_* variables. */
export interface ArchiveLimits {
  /** Sum of the entries' declared unpacked sizes. */
  maxUnpackedBytes: number;
  /** Unpacked ÷ packed size of any entry larger than a megabyte. */
  maxRatio: number;
  maxEntries: number;
}

/** Entries under this size may compress as well as they like (a run of spaces, an empty part). */
const RATIO_FLOOR_BYTES = 1024 * 1024;

function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

function entries(data: Buffer): Promise<{ packed: number; unpacked: number }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no archive'));
      const out: { packed: number; unpacked: number }[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        out.push({ packed: entry.compressedSize, unpacked: entry.uncompressedSize });
        zip.readEntry();
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/**
 * Checks a .docx's central directory before anything is unpacked: how many entries, how much they
 * unpack to and how hard each is compressed. A zip bomb is refused here, cheaply; one that lies in
 * its directory is stopped by the parsing worker's memory and time limits (docx-text.ts).
 */
export async function checkDocxArchive(data: Buffer, limits: ArchiveLimits): Promise<void> {
  let list: { packed: number; unpacked: number }[];
  try {
    list = await entries(data);
  } catch {
    throw new AppError(
      'validation',
      'The Word document could not be read; it may be damaged. Save it again and retry.',
    );
  }
  if (list.length > limits.maxEntries) {
    throw new AppError(
      'validation',
      `The Word document holds ${list.length} parts; at most ${limits.maxEntries} can be imported.`,
    );
  }
  const unpacked = list.reduce((sum, e) => sum + e.unpacked, 0);
  if (unpacked > limits.maxUnpackedBytes) {
    throw new AppError(
      'payload_too_large',
      `The Word document unpacks to ${megabytes(unpacked)}, more than the ${megabytes(limits.maxUnpackedBytes)} that can be imported.`,
    );
  }
  const bomb = list.find(
    (e) => e.unpacked > RATIO_FLOOR_BYTES && e.unpacked > e.packed * limits.maxRatio,
  );
  if (bomb) {
    throw new AppError(
      'payload_too_large',
      `The Word document is compressed ${Math.round(bomb.unpacked / Math.max(bomb.packed, 1))} to 1, more than a real document (at most ${limits.maxRatio} to 1); it was not opened.`,
    );
  }
}
