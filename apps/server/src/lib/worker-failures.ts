/**
 * Where the background workers report a failure (a send, an import, a check that went wrong) for
 * the metrics. Workers know their dependencies, not the app: the app's metrics listen under the
 * same dependencies object, so each app counts its own workers' failures only.
 */
type TListener = (worker: string, kind: string) => void;

const listeners = new WeakMap<object, TListener>();

/** The app's metrics listen for the failures of the workers made from `deps`. */
export function listenWorkerFailures(deps: object, listener: TListener): () => void {
  listeners.set(deps, listener);
  return () => {
    if (listeners.get(deps) === listener) listeners.delete(deps);
  };
}

/** A worker made from `deps` recorded a failure of this kind (`retry`, `gave_up`, `error`…). */
export function reportWorkerFailure(deps: object, worker: string, kind: string) {
  listeners.get(deps)?.(worker, kind);
}
