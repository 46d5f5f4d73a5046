/**
 * A code-split import that, failing while the browser is offline, waits for the connection and tries again.
 * `React.lazy` keeps a failed import for good, and a toast raised offline (a failed save's) would otherwise
 * leave the page broken for the rest of its life. Online failures reject as before.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (typeof navigator === 'undefined' || navigator.onLine) throw error;
    return new Promise<T>((resolve, reject) => {
      const retry = () => {
        importWhenOnline(load).then(resolve, reject);
      };
      window.addEventListener('online', retry, { once: true });
    });
  });
}
