const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** File name of a `Content-Disposition` header (RFC 6266, with RFC 5987 `filename*`), made safe to save. */
export function fileNameFromDisposition(header: string | undefined | null, fallback = 'download'): string {
  if (!header) return fallback;
  let name: string | undefined;
  const star = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (star) {
    const value = star[1].trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.includes("''") ? value.slice(value.indexOf("''") + 2) : value;
    try {
      name = decodeURIComponent(encoded);
    } catch {
      name = encoded;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
    if (plain) name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
  }
  // No control characters, no bidirectional overrides (an "exe.pdf" shown as "fdp.exe"), no path, no hidden file.
  const safe = [...(name ?? '')]
    .filter((ch) => ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f && !BIDI_CONTROLS.test(ch))
    .join('')
    .replace(/[/\\]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  return [...safe].slice(0, 200).join('') || fallback;
}

/** Hands a blob to the browser as a download with the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}
