import { useEffect, useRef, useState } from 'react';
import { imageFileProblem } from '../lib/image-file';

/**
 * The chosen image and its preview URL; the URL is revoked when replaced and when the form closes.
 * A file the server would refuse is not kept: `choose` answers why (lib/image-file.ts).
 */
export function useImageChoice() {
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  // Only the latest choice counts: a slower check of an earlier file does not overwrite it.
  const latest = useRef<File | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const keep = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const url = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    current.current = url;
    setPreview(url);
    setImage(file);
  };
  const choose = async (file: File | null): Promise<string | null> => {
    latest.current = file;
    const problem = file ? await imageFileProblem(file) : null;
    if (latest.current !== file) return null;
    keep(problem ? null : file);
    return problem;
  };
  return { image, preview, choose };
}
