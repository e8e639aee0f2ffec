import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ZipReader } from '../../../src/embed/zip-reader.js';

/** Builds a zip archive (what a jar is) with one stored and one deflated entry. */
function buildZip(files: Array<{ name: string; data: Buffer; deflate: boolean }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const body = file.deflate ? deflateRawSync(file.data) : file.data;
    const name = Buffer.from(file.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(file.deflate ? 8 : 0, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(file.deflate ? 8 : 0, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('ZipReader', () => {
  const model = Buffer.from('onnx-bytes '.repeat(1000));
  const archive = buildZip([
    { name: 'README', data: Buffer.from('stored entry'), deflate: false },
    { name: 'model.onnx', data: model, deflate: true },
  ]);

  it('lists the entries and reads stored and deflated ones', () => {
    const zip = new ZipReader(archive);
    expect(zip.entries.map((entry) => entry.name)).toEqual(['README', 'model.onnx']);
    expect(zip.read('README').toString()).toBe('stored entry');
    expect(zip.read('model.onnx').equals(model)).toBe(true);
  });

  it('names a missing entry and rejects what is not a zip', () => {
    expect(() => new ZipReader(archive, 'model.jar').read('tokenizer.json')).toThrow(/model.jar has no entry tokenizer.json/);
    expect(() => new ZipReader(Buffer.alloc(100), 'x.jar')).toThrow(/not a zip archive/);
  });
});
