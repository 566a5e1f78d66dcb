'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/** Menus close 150 ms after the pointer leaves, so a diagonal move to a sub-item keeps them open. */
export const HOVER_CLOSE_DELAY_MS = 150;

/**
 * Which mega menu is open, and which of its sub-items is highlighted. Both are remembered
 * together with the path they were chosen on, so a route change closes the menu without an
 * effect: on another path, nothing is open.
 */
export function useMegaMenu(pathname: string) {
  const [state, setState] = useState<{
    path: string;
    group: string;
    item: string | null;
    /** Opened by the pointer resting on it: a click then keeps it open instead of closing it. */
    byHover: boolean;
  } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const current = state && state.path === pathname ? state : null;

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const open = useCallback(
    (group: string) => {
      cancelClose();
      setState((previous) =>
        previous && previous.path === pathname && previous.group === group
          ? previous
          : { path: pathname, group, item: null, byHover: true },
      );
    },
    [cancelClose, pathname],
  );

  const close = useCallback(() => {
    cancelClose();
    setState(null);
  }, [cancelClose]);

  const toggle = useCallback(
    (group: string) => {
      cancelClose();
      setState((previous) => {
        const same = previous && previous.path === pathname && previous.group === group;
        if (!same) return { path: pathname, group, item: null, byHover: false };
        // The pointer opened it a moment ago; the click means "keep it open", not "close".
        return previous.byHover ? { ...previous, byHover: false } : null;
      });
    },
    [cancelClose, pathname],
  );

  const closeSoon = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = null;
      setState(null);
    }, HOVER_CLOSE_DELAY_MS);
  }, [cancelClose]);

  const highlight = useCallback((group: string, item: string) => {
    setState((previous) =>
      previous && previous.group === group ? { ...previous, item } : previous,
    );
  }, []);

  useEffect(() => cancelClose, [cancelClose]);

  return {
    openGroup: current?.group ?? null,
    /** The sub-item chosen by hover or focus in the open group, if any. */
    chosenItem: current?.item ?? null,
    open,
    close,
    toggle,
    closeSoon,
    highlight,
  };
}

/** The mobile drawer's open state, closed by any route change in the same way. */
export function useDrawer(pathname: string) {
  const [openOn, setOpenOn] = useState<string | null>(null);
  return {
    isOpen: openOn === pathname,
    open: () => setOpenOn(pathname),
    close: () => setOpenOn(null),
  };
}
