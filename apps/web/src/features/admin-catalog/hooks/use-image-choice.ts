import { useEffect, useRef, useState } from 'react';

/** The chosen image and its preview URL; the URL is revoked when replaced and when the form closes. */
export function useImageChoice() {
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const url = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    current.current = url;
    setPreview(url);
    setImage(file);
  };
  return { image, preview, choose };
}
