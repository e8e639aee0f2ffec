import { readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { inputKindOf, type InputKind } from '../documents/document-format.js';
import { InputError } from '../errors/input-error.js';

/** One file to ingest: where it is, its path relative to the ingest root (how the index names it), and its kind. */
export interface InputFile {
  file: string;
  path: string;
  kind: InputKind;
  bytes: number;
}

export interface WalkOptions {
  /** Globs (of the path relative to the root) a file found in a directory must match (default: all). */
  include?: readonly string[];
  /** Globs of files (or folders: `drafts/**`) to leave out of directories. */
  exclude?: readonly string[];
  /** Paths are relative to this folder (default: each directory given, or a file's own folder). */
  root?: string;
}

export interface WalkResult {
  files: InputFile[];
  /** Files found in directories that hopgraph does not read (unknown extension) or that `exclude`/`include` left out. */
  ignored: number;
}

function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

/**
 * Expands the ingest arguments: a file is taken as it is (an unknown extension is read as records,
 * JSONL or a JSON array, as before documents existed); a directory is walked recursively in name
 * order, skipping hidden files and folders (names starting with "."), symbolic links to folders,
 * files of unknown extensions, and what `include`/`exclude` leave out. A missing path fails.
 */
export async function walkInputs(inputs: readonly string[], options: WalkOptions = {}): Promise<WalkResult> {
  const include = options.include && options.include.length > 0 ? picomatch([...options.include], { dot: false }) : undefined;
  const exclude = options.exclude && options.exclude.length > 0 ? picomatch([...options.exclude], { dot: false }) : undefined;
  const files: InputFile[] = [];
  let ignored = 0;
  const relativeTo = (root: string, file: string): string => {
    const path = toPosix(relative(resolve(root), resolve(file)));
    if (path.startsWith('../') || path === '..') throw new InputError(`${file} is outside the ingest root ${root}`, { file }, 'give --root a folder that holds every input');
    return path;
  };
  for (const input of inputs) {
    let info;
    try {
      info = await stat(input);
    } catch (error) {
      throw new InputError(`cannot read ${input}: ${(error as Error).message}`, { file: input });
    }
    if (info.isFile()) {
      const root = options.root ?? dirname(input);
      files.push({ file: input, path: relativeTo(root, input), kind: inputKindOf(input) ?? 'records', bytes: info.size });
      continue;
    }
    if (!info.isDirectory()) throw new InputError(`${input} is not a file or a directory`, { file: input });
    const root = options.root ?? input;
    const pending = [input];
    const found: InputFile[] = [];
    while (pending.length > 0) {
      const directory = pending.pop()!;
      const entries = await readdir(directory, { withFileTypes: true });
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const file = join(directory, entry.name);
        if (entry.isDirectory()) {
          pending.push(file);
          continue;
        }
        let isFile = entry.isFile();
        let bytes = 0;
        if (entry.isSymbolicLink() || isFile) {
          const target = await stat(file).catch(() => undefined);
          // A link to a folder is not followed (no cycles); a link to a file is read.
          isFile = target?.isFile() ?? false;
          bytes = target?.size ?? 0;
        }
        if (!isFile) continue;
        const path = relativeTo(root, file);
        const kind = inputKindOf(file);
        if (!kind || (include && !include(path)) || (exclude && exclude(path))) {
          ignored += 1;
          continue;
        }
        found.push({ file, path, kind, bytes });
      }
    }
    found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    files.push(...found);
  }
  return { files, ignored };
}
