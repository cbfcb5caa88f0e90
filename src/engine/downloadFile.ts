/** Saves a file the page already holds (a Blob) under `filename`, as a download. */
export function downloadFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click's task: the browser has started reading the file by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name an answer's `Content-Disposition` gives, or `fallback`. */
export const filenameOf = (disposition: string | null, fallback: string): string =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
