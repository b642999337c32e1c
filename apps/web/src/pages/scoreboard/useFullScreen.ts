import { useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for one element (the outside board gets projected): whether it is full screen now,
 * and a toggle. Esc or the browser's own exit are followed through the fullscreenchange event.
 */
export function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const follow = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [target]);
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  return { active, supported, toggle };
}
