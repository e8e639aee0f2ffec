import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { HopgraphError } from '../errors/hopgraph-error.js';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/** One file of a zip archive (a jar), as listed in its central directory. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

/**
 * A minimal zip reader (stored and deflated entries, no zip64, no encryption) on Node's zlib:
 * enough to take files out of a Maven jar without an `unzip` binary.
 */
export class ZipReader {
  readonly entries: ZipEntry[];

  constructor(private readonly archive: Buffer, private readonly source = 'archive') {
    this.entries = this.readCentralDirectory();
  }

  static fromFile(path: string): ZipReader {
    return new ZipReader(readFileSync(path), path);
  }

  /** The uncompressed bytes of the entry called `name`. */
  read(name: string): Buffer {
    const entry = this.entries.find((candidate) => candidate.name === name);
    if (!entry) throw this.error(`has no entry ${name}`);
    const header = entry.localHeaderOffset;
    if (this.archive.readUInt32LE(header) !== LOCAL_FILE_HEADER) throw this.error(`bad local header for ${name}`);
    const dataStart = header + 30 + this.archive.readUInt16LE(header + 26) + this.archive.readUInt16LE(header + 28);
    const compressed = this.archive.subarray(dataStart, dataStart + entry.compressedSize);
    let data: Buffer;
    if (entry.method === 0) data = Buffer.from(compressed);
    else if (entry.method === 8) data = inflateRawSync(compressed);
    else throw this.error(`entry ${name} uses compression method ${entry.method} (only stored and deflate are supported)`);
    if (data.length !== entry.size) throw this.error(`entry ${name} inflated to ${data.length} bytes, expected ${entry.size}`);
    return data;
  }

  private readCentralDirectory(): ZipEntry[] {
    const archive = this.archive;
    let end = -1;
    for (let offset = archive.length - 22; offset >= Math.max(0, archive.length - 22 - 0xffff); offset--) {
      if (archive.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
        end = offset;
        break;
      }
    }
    if (end < 0) throw this.error('is not a zip archive (no end of central directory)');
    const count = archive.readUInt16LE(end + 10);
    let offset = archive.readUInt32LE(end + 16);
    if (count === 0xffff || offset === 0xffffffff) throw this.error('is a zip64 archive (not supported)');
    const entries: ZipEntry[] = [];
    for (let index = 0; index < count; index++) {
      if (archive.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY) throw this.error('has a corrupt central directory');
      const nameLength = archive.readUInt16LE(offset + 28);
      const extraLength = archive.readUInt16LE(offset + 30);
      const commentLength = archive.readUInt16LE(offset + 32);
      entries.push({
        method: archive.readUInt16LE(offset + 10),
        compressedSize: archive.readUInt32LE(offset + 20),
        size: archive.readUInt32LE(offset + 24),
        localHeaderOffset: archive.readUInt32LE(offset + 42),
        name: archive.toString('utf8', offset + 46, offset + 46 + nameLength),
      });
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  }

  private error(message: string): HopgraphError {
    return new HopgraphError('HOPGRAPH_EMBED_ZIP', `${this.source} ${message}`);
  }
}
