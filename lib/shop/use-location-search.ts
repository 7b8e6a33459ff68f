import { useCallback, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The address bar's query string as state. The server (and the first client render) see '' — the default view —
 * so a static page hydrates without a mismatch and then switches to the view a shared link asks for.
 */
export function useLocationSearch(): [string, (search: string) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  const setSearch = useCallback((next: string) => {
    const { pathname, hash } = window.location;
    // Next.js keeps its router in step with native pushState, and Back returns to the previous view.
    window.history.pushState(null, '', `${pathname}${next}${hash}`);
    listeners.forEach((listener) => listener());
  }, []);
  return [search, setSearch];
}
