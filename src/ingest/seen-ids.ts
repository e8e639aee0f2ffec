import { createHash } from 'node:crypto';

/** Where an id was first seen: a source name (a file, `<records>`, a collection) and a line. */
export interface SeenAt {
  source: string;
  line: number;
}

/** 32-bit words a slot takes: three words of the id's hash, then its line. */
const SLOT_WORDS = 4;
const INITIAL_SLOTS = 1 << 12;

/**
 * The ids one ingest run has accepted, for duplicate detection and `--sync`, in 24–48 bytes per id
 * whatever the id's length: an open-addressing table (at most ¾ full) of 96-bit SHA-1 prefixes with
 * the line where each id was first seen (a `Map` of id strings and "file:line" strings took ≈ 160
 * bytes per id, 1.6 GB for a 10-million-passage run). Two different ids share a 96-bit prefix with a probability
 * of about n² / 2⁹⁷ — 10⁻¹⁵ for ten million ids.
 */
export class SeenIds {
  private slots = new Uint32Array(INITIAL_SLOTS * SLOT_WORDS);
  private sources = new Uint16Array(INITIAL_SLOTS);
  /** Per slot: 0 empty, else 1 + index into `sourceNames`. */
  private readonly sourceNames: string[] = [];
  private readonly sourceIndex = new Map<string, number>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  has(id: string): boolean {
    return this.find(hashOf(id)).found;
  }

  /** Where `id` was first seen, or undefined. */
  get(id: string): SeenAt | undefined {
    const { slot, found } = this.find(hashOf(id));
    if (!found) return undefined;
    return { source: this.sourceNames[this.sources[slot]! - 1]!, line: this.slots[slot * SLOT_WORDS + 3]! };
  }

  /** Records `id` as seen at `source`:`line`; an id seen before keeps its first place. */
  add(id: string, source: string, line: number): void {
    if ((this.count + 1) * 4 > this.sources.length * 3) this.grow();
    this.insert(hashOf(id), this.sourceNumber(source), line);
  }

  private insert(hash: Uint32Array, sourceNumber: number, line: number): void {
    const { slot, found } = this.find(hash);
    if (found) return;
    const base = slot * SLOT_WORDS;
    this.slots[base] = hash[0]!;
    this.slots[base + 1] = hash[1]!;
    this.slots[base + 2] = hash[2]!;
    this.slots[base + 3] = line >>> 0;
    this.sources[slot] = sourceNumber;
    this.count += 1;
  }

  /** The slot holding `hash`, or the empty slot where it would go (linear probing). */
  private find(hash: Uint32Array): { slot: number; found: boolean } {
    const mask = this.sources.length - 1;
    for (let slot = hash[0]! & mask; ; slot = (slot + 1) & mask) {
      if (this.sources[slot] === 0) return { slot, found: false };
      const base = slot * SLOT_WORDS;
      if (this.slots[base] === hash[0] && this.slots[base + 1] === hash[1] && this.slots[base + 2] === hash[2]) return { slot, found: true };
    }
  }

  private grow(): void {
    const oldSlots = this.slots;
    const oldSources = this.sources;
    this.slots = new Uint32Array(oldSlots.length * 2);
    this.sources = new Uint16Array(oldSources.length * 2);
    this.count = 0;
    for (let slot = 0; slot < oldSources.length; slot += 1) {
      if (oldSources[slot] === 0) continue;
      const base = slot * SLOT_WORDS;
      this.insert(oldSlots.subarray(base, base + 3), oldSources[slot]!, oldSlots[base + 3]!);
    }
  }

  private sourceNumber(source: string): number {
    let index = this.sourceIndex.get(source);
    if (index === undefined) {
      if (this.sourceNames.length >= 0xfffe) throw new RangeError('more than 65,534 sources in one ingest run');
      index = this.sourceNames.length;
      this.sourceNames.push(source);
      this.sourceIndex.set(source, index);
    }
    return index + 1;
  }
}

function hashOf(id: string): Uint32Array {
  const digest = createHash('sha1').update(id).digest();
  return new Uint32Array([digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8)]);
}
