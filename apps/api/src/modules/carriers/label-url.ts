/**
 * A label file a carrier's answer points to (docs/carriers.md, "Label files"): fetched only from
 * the carrier's own hosts over https (or from the very origin of its configured API, which is how
 * the tests' simulators on 127.0.0.1 are reached), without following redirects, and read up to a
 * size cap. A URL to anywhere else (localhost, an internal address, another site) is refused
 * before any request is made, so nothing about it reaches the admin but the refusal.
 */
import { CarrierError } from './carrier-adapter.ts';

/** Labels of a few hundred parcels stay far below this. */
export const MAX_LABEL_BYTES = 5 * 1024 * 1024;

export interface LabelSource {
  carrier: string;
  /** The carrier's API base URL (SENDIT_BASE_URL...): its origin is trusted as is. */
  baseUrl: string;
  /** Hosts (and their subdomains) the carrier serves files from, over https. */
  hosts: readonly string[];
  timeoutMs: number;
}

function allowedUrl(raw: string, source: LabelSource): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.origin === new URL(source.baseUrl).origin) return url;
  const host = url.hostname.toLowerCase();
  const onCarrierHost = source.hosts.some((h) => host === h || host.endsWith(`.${h}`));
  return url.protocol === 'https:' && !url.port && onCarrierHost ? url : null;
}

/** Reads the body up to the cap; a longer file is refused, not cut. */
async function readCapped(response: Response, carrier: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_LABEL_BYTES) throw tooLarge(carrier);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).byteLength;
    if (size > MAX_LABEL_BYTES) throw tooLarge(carrier);
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

const tooLarge = (carrier: string) =>
  new CarrierError(
    'malformed',
    `${carrier}'s label file is larger than ${MAX_LABEL_BYTES / 1024 / 1024} MB.`,
  );

/** The PDF at the carrier's label URL; a URL off the carrier's hosts is refused unfetched. */
export async function fetchLabelPdf(raw: string, source: LabelSource): Promise<Buffer> {
  const url = allowedUrl(raw, source);
  if (!url) {
    throw new CarrierError(
      'malformed',
      `${source.carrier} pointed to a label file outside its own site: it was not fetched.`,
    );
  }
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(source.timeoutMs) });
  } catch {
    throw new CarrierError('unavailable', `${source.carrier}'s label file cannot be fetched.`);
  }
  if (!response.ok) {
    throw new CarrierError('unavailable', `${source.carrier}'s label file failed (HTTP ${response.status}).`);
  }
  const bytes = await readCapped(response, source.carrier);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new CarrierError('malformed', `${source.carrier}'s label file is not a PDF.`);
  }
  return bytes;
}
