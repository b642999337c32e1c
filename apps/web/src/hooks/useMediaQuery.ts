import { useSyncExternalStore } from 'react';

/** Above this width the shell shows the desktop menu; at or below it, a drawer (spec 1-core §2.1). */
export const DESKTOP_MENU_MIN_WIDTH = 1051;
/** Under this width the device counts as mobile (spec 1-core §9). */
export const MOBILE_MAX_WIDTH = 767;

function subscribeTo(query: string) {
  return (listener: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  };
}

export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    subscribeTo(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsDesktopMenu = () => useMediaQuery(`(min-width: ${DESKTOP_MENU_MIN_WIDTH}px)`);
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`);
export const isMobileViewport = () =>
  typeof window !== 'undefined' && window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches;
/** The reader asked the system for less motion (an accessibility setting): dialogs and menus then appear at once. */
export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');
