import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * Toasts without react-toastify in the first download: the library (and its container, see
 * `Toasts` in app/providers) loads the first time something is to be said. Calls made while it
 * loads are kept by react-toastify until its container mounts, so none is lost or reordered.
 */

type TToastify = typeof import('react-toastify');

let toastify: Promise<TToastify> | undefined;
const listeners = new Set<() => void>();
let loaded: TToastify | undefined;

/** Loads react-toastify once; the container subscribes to know when to mount. */
export function loadToastify(): Promise<TToastify> {
  toastify ??= import('react-toastify').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return toastify;
}

/** react-toastify once it has been loaded, else undefined (for useSyncExternalStore). */
export function getLoadedToastify(): TToastify | undefined {
  return loaded;
}

export function onToastifyLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type TKind = 'success' | 'error' | 'info' | 'warning';

function show(kind: TKind, content: ToastContent, options?: ToastOptions): void {
  void loadToastify().then(
    ({ toast: notify }) => notify[kind](content, options),
    () => undefined, // Offline and never loaded: nothing to show it with.
  );
}

/** The part of react-toastify's `toast` this app uses, loading the library on first use. */
export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
  info: (content: ToastContent, options?: ToastOptions) => show('info', content, options),
  warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
};
