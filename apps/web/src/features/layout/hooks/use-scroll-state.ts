import { useEffect, useState } from 'react';

export const BANNER_VISIBLE_WITHIN = 10;
export const HEADER_HIDE_AFTER = 100;

/** Banner only near the top; header hidden while scrolling down past 100px, shown on scrolling up. */
export function useScrollState() {
  const [state, setState] = useState({ bannerVisible: true, headerHidden: false });
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setState((prev) => {
        const bannerVisible = y <= BANNER_VISIBLE_WITHIN;
        let headerHidden = prev.headerHidden;
        if (y > last && y > HEADER_HIDE_AFTER) headerHidden = true;
        else if (y < last || y <= HEADER_HIDE_AFTER) headerHidden = false;
        last = y;
        return prev.bannerVisible === bannerVisible && prev.headerHidden === headerHidden
          ? prev
          : { bannerVisible, headerHidden };
      });
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // The page may already be scrolled (restored position, or a scroll before this effect ran).
    update();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
