import { useEffect, useLayoutEffect, useRef } from 'react';

export interface RevealKeyActions {
  next: () => void;
  toggleAutoPlay: () => void;
  toggleFullScreen: () => void;
  toggleHelp: () => void;
  escape: () => void;
}

/**
 * The operator's keys: Space, Enter, → or PageDown (a presenter's clicker) for the next step (a held key does not race through the
 * board), A auto play, F full screen, ? or H help, Esc out of full screen and help.
 */
export function useRevealKeys(actions: RevealKeyActions) {
  // The listener stays attached once; it reads the newest actions.
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const act = latest.current;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action: (() => void) | undefined = {
        ' ': act.next,
        Enter: act.next,
        ArrowRight: act.next,
        // What a presenter's clicker sends.
        PageDown: act.next,
        a: act.toggleAutoPlay,
        f: act.toggleFullScreen,
        '?': act.toggleHelp,
        h: act.toggleHelp,
        Escape: act.escape,
      }[key];
      if (!action) return;
      // Space would scroll the page; the board scrolls itself to the focus.
      event.preventDefault();
      if (event.repeat && action === act.next) return;
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
