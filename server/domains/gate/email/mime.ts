/**
 * A raw message read as a mail client would, for the tests that check what a host receives (the
 * handler tests and the browser tests): unfolded headers, parts, bodies decoded. Only as much MIME
 * as nodemailer writes: base64, quoted-printable and plain bodies, boundaries in quotes or not.
 */

export interface Entity {
  /** Header values by lower-case name, folded lines joined. */
  headers: Map<string, string>;
  body: Buffer;
  parts: Entity[];
}

export function parseMime(raw: string): Entity {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const text = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = text
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .map((p) => parseMime(p.replace(/^\r\n/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(text.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            text
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          )
        : Buffer.from(text);
  return { headers, body, parts: [] };
}

/** The message's leaf parts: its text, its HTML, its attachments. */
export const leaves = (e: Entity): Entity[] => (e.parts.length ? e.parts.flatMap(leaves) : [e]);

/** The first leaf whose content type starts with `type` (`text/plain`, `image/`). */
export const partOf = (e: Entity, type: string): Entity | undefined =>
  leaves(e).find((p) => p.headers.get('content-type')?.startsWith(type));
