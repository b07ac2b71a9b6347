import { useEffect, useRef, useState } from 'react';

/** V I G O R. */
export const ADMIN_KEY_SEQUENCE = [86, 73, 71, 79, 82] as const;
export const ADMIN_NOTICE_MS = 2000;

function keyCodeOf(event: KeyboardEvent): number {
  // keyCode is deprecated; derive it from the key for letters when a browser leaves it at 0.
  if (event.keyCode) return event.keyCode;
  return event.key.length === 1 ? event.key.toUpperCase().charCodeAt(0) : 0;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Typing V-I-G-O-R toggles the hidden ADMIN link, shows a notice for 2 s and sets the page
 * title to 'Admin Access Unlocked' / 'Admin Access Hidden' for that time. Keys typed into form
 * fields do not count, so a shopper writing "vigor" in a message toggles nothing.
 */
export function useAdminShortcut() {
  const [visible, setVisible] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const typed = useRef<number[]>([]);
  const restore = useRef<{ timer: ReturnType<typeof setTimeout>; title: string } | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      typed.current = [...typed.current, keyCodeOf(event)].slice(-ADMIN_KEY_SEQUENCE.length);
      if (typed.current.join() !== ADMIN_KEY_SEQUENCE.join()) return;
      typed.current = [];
      setVisible((was) => {
        const text = was ? 'Admin Access Hidden' : 'Admin Access Unlocked';
        const previousTitle = restore.current ? restore.current.title : document.title;
        if (restore.current) clearTimeout(restore.current.timer);
        document.title = text;
        setNotice(text);
        restore.current = {
          title: previousTitle,
          timer: setTimeout(() => {
            document.title = previousTitle;
            restore.current = null;
            setNotice(null);
          }, ADMIN_NOTICE_MS),
        };
        return !was;
      });
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (restore.current) {
        clearTimeout(restore.current.timer);
        document.title = restore.current.title;
        restore.current = null;
      }
    };
  }, []);

  return { adminVisible: visible, notice };
}
