/**
 * Reading a kept output (`svc://output/...`) back the way a client must: one `resources/read`
 * per part of at most 256 KiB, following each part's `_meta.next` (docs/results.md "Reading in parts").
 */

/** One `resources/read` content item of a kept output. */
export type OutputPartItem = { text?: string; blob?: string; _meta: { offset: number; length: number; total_bytes: number; next?: string } };

/**
 * Follows `_meta.next` from `uri` to the end; returns the bytes and each part's size. Throws when
 * a part's `_meta.length` is not the size of the bytes it carries.
 *
 * @example
 * const { bytes } = await readOutputParts(async (uri) => (await client.readResource({ uri })).contents[0] as never, link.uri);
 */
export async function readOutputParts(read: (uri: string) => Promise<OutputPartItem>, uri: string): Promise<{ bytes: Buffer; sizes: number[] }> {
  const chunks: Buffer[] = [];
  for (let next: string | undefined = uri; next !== undefined;) {
    const item = await read(next);
    const bytes = item.text !== undefined ? Buffer.from(item.text, 'utf8') : Buffer.from(item.blob!, 'base64');
    if (item._meta.length !== bytes.length) throw new Error(`part ${next}: _meta.length ${item._meta.length} but ${bytes.length} bytes`);
    chunks.push(bytes);
    next = item._meta.next;
  }
  return { bytes: Buffer.concat(chunks), sizes: chunks.map((chunk) => chunk.length) };
}
