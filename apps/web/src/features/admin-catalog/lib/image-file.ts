import {
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_BYTES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_IMAGE_TYPES_MESSAGE,
} from '@vigor/shared';

/** What file-type needs to read to recognise any format it knows. */
const SAMPLE_BYTES = 4100;

/**
 * Why the server would refuse this file as a product image, or null: checked when the file is
 * chosen, by its content with the library and the list the server uses (apps/api/src/lib/
 * image-store.ts), so the admin learns it before confirming the save. The library loads only
 * when a file is chosen.
 */
export async function imageFileProblem(file: File): Promise<string | null> {
  if (file.size > MAX_IMAGE_BYTES) return `${IMAGE_TOO_LARGE_MESSAGE} It must be 5 MB or less.`;
  const { fileTypeFromBuffer } = await import('file-type/core');
  const head = new Uint8Array(await file.slice(0, SAMPLE_BYTES).arrayBuffer());
  const type = await fileTypeFromBuffer(head);
  return type && UPLOAD_IMAGE_TYPES.includes(type.mime) ? null : UPLOAD_IMAGE_TYPES_MESSAGE;
}
