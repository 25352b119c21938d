/**
 * Saves bytes the app already holds as a file on the reader's device (CSV exports): a temporary
 * object URL behind a clicked link, revoked once the browser has taken it.
 */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; a moment later it is safe to free it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
