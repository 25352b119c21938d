import { gzipSync } from 'node:zlib';
import tarStream from 'tar-stream';
import yazl from 'yazl';

/** One entry of a crafted tarball: any name (unsafe ones too), a file by default. */
export type TTarEntry = {
  name: string;
  content?: string | Buffer;
  type?: 'file' | 'directory' | 'symlink' | 'link';
  linkname?: string;
};

/** A pax record (`<length> key=value\n`, the length counting itself). */
function paxRecord(key: string, value: string) {
  const body = ` ${key}=${value}\n`;
  let length = body.length + 1;
  while (String(length).length + body.length !== length) length += 1;
  return `${length}${body}`;
}

/** A ustar header block of type `g` (pax global header), as `git archive` writes first. */
function paxGlobalHeader(comment: string) {
  const body = Buffer.from(paxRecord('comment', comment));
  const header = Buffer.alloc(512);
  const field = (offset: number, length: number, value: string) =>
    header.write(value.slice(0, length), offset, length, 'utf8');
  const octal = (value: number, digits: number) => `${value.toString(8).padStart(digits, '0')}\0`;
  field(0, 100, 'pax_global_header');
  field(100, 8, octal(0o666, 7));
  field(108, 8, octal(0, 7));
  field(116, 8, octal(0, 7));
  field(124, 12, octal(body.length, 11));
  field(136, 12, octal(Math.floor(Date.now() / 1000), 11));
  field(148, 8, '        ');
  field(156, 1, 'g');
  field(257, 6, 'ustar\0');
  field(263, 2, '00');
  field(265, 32, 'root');
  field(297, 32, 'root');
  let sum = 0;
  for (const byte of header) sum += byte;
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  const padding = Buffer.alloc((512 - (body.length % 512)) % 512);
  return Buffer.concat([header, body, padding]);
}

/** The bytes of a tar with these entries (after a pax global header when `paxGlobalComment` is set). */
export async function tarBytes(entries: TTarEntry[], options: { paxGlobalComment?: string } = {}) {
  const pack = tarStream.pack();
  const chunks: Buffer[] = [];
  const collected = (async () => {
    for await (const chunk of pack) chunks.push(Buffer.from(chunk as Uint8Array));
  })();
  for (const entry of entries) {
    const type = entry.type ?? 'file';
    if (type === 'file') pack.entry({ name: entry.name, type }, entry.content ?? '');
    else pack.entry({ name: entry.name, type, linkname: entry.linkname });
  }
  pack.finalize();
  await collected;
  const pax = options.paxGlobalComment === undefined ? [] : [paxGlobalHeader(options.paxGlobalComment)];
  return Buffer.concat([...pax, ...chunks]);
}

/** A .tar.gz with these entries. */
export async function tarGzBytes(entries: TTarEntry[], options: { paxGlobalComment?: string } = {}) {
  return gzipSync(await tarBytes(entries, options));
}

/** One entry of a crafted zip (a name ending in `/` is a folder); `mode` holds the Unix file type and permissions (0o120777 = symlink). */
export type TZipEntry = { name: string; content?: string | Buffer; mode?: number };

/**
 * A .zip with these entries. Names the zip writer refuses (`..`, absolute, backslash) are written
 * under a stand-in of the same length and then patched in, as an attacker's tool would write them.
 */
export async function zipBytes(entries: TZipEntry[]) {
  const zip = new yazl.ZipFile();
  const patches: [Buffer, Buffer][] = [];
  entries.forEach((entry, index) => {
    let name = entry.name;
    if (/(^|\/)\.\.(\/|$)|^\/|^[A-Za-z]:|\\/.test(name)) {
      const stand = `${index}`.padEnd(Buffer.byteLength(name), 'q');
      patches.push([Buffer.from(stand), Buffer.from(name)]);
      name = stand;
    }
    if (name.endsWith('/')) {
      zip.addEmptyDirectory(name);
      return;
    }
    const content =
      typeof entry.content === 'string' ? Buffer.from(entry.content) : (entry.content ?? Buffer.alloc(0));
    zip.addBuffer(content, name, entry.mode === undefined ? {} : { mode: entry.mode });
  });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk as Uint8Array));
  const bytes = Buffer.concat(chunks);
  for (const [stand, name] of patches) {
    let at = bytes.indexOf(stand);
    if (at === -1) throw new Error(`stand-in ${stand} not found`);
    while (at !== -1) {
      name.copy(bytes, at);
      at = bytes.indexOf(stand, at + name.length);
    }
  }
  return bytes;
}
