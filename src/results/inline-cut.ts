/** What is known of one output stream when its result is laid out. */
export interface OutputView {
  /** Every byte the program wrote to the stream. */
  totalBytes: number;
  /** The whole output, when it is at hand. */
  whole?: Buffer;
  /** Its first bytes (at least the budget), when the whole is not at hand. */
  head: Buffer;
  /** Its last bytes (at least the budget), when the whole is not at hand. */
  tail: Buffer;
}

/** The inline form of one stream. */
export interface InlineCut {
  /** The text to show: the whole output, or head + marker line + tail. */
  text: string;
  /** Bytes of output left out of `text` (0 when it is whole). */
  omittedBytes: number;
  /** Bytes of output shown in `text` (head plus tail). */
  shownBytes: number;
}

/** Backs up to the start of a UTF-8 character. */
function charStart(buf: Buffer, at: number): number {
  let i = Math.max(0, Math.min(at, buf.length));
  while (i > 0 && i < buf.length && (buf[i]! & 0xc0) === 0x80) i--;
  return i;
}

/**
 * Fits a stream into `budget` bytes of UTF-8 text. Output within the budget is returned whole.
 * Longer output keeps its head and its tail (about half the budget each, cut at line breaks when
 * one is near, never inside a UTF-8 character) around one marker line from `marker(omitted)`; the
 * text, marker included, is at most `budget` bytes.
 *
 * @example
 * cutInline({ totalBytes: 10, whole: Buffer.from('0123456789'), head: Buffer.alloc(0), tail: Buffer.alloc(0) }, 100, () => '');
 * // { text: '0123456789', omittedBytes: 0, shownBytes: 10 }
 */
export function cutInline(view: OutputView, budget: number, marker: (omittedBytes: number) => string): InlineCut {
  if (view.whole && view.whole.length <= budget && view.whole.length === view.totalBytes) {
    return { text: view.whole.toString('utf8'), omittedBytes: 0, shownBytes: view.whole.length };
  }
  const head = view.whole ? view.whole : view.head;
  const tail = view.whole ? view.whole : view.tail;
  // The marker's length depends on the number in it: size it for the largest it can be.
  const reserve = Buffer.byteLength(`\n${marker(view.totalBytes)}\n`) + 8;
  const room = Math.max(0, budget - reserve);
  const headRoom = Math.floor(room / 2);
  const tailRoom = room - headRoom;
  let headEnd = charStart(head, Math.min(headRoom, head.length));
  const headBreak = head.lastIndexOf(0x0a, headEnd - 1);
  if (headBreak >= 0 && headBreak + 1 >= headEnd - Math.floor(headRoom / 4)) headEnd = headBreak + 1;
  let tailStart = charStart(tail, Math.max(0, tail.length - tailRoom));
  while (tailStart < tail.length && (tail[tailStart]! & 0xc0) === 0x80) tailStart++;
  const tailBreak = tail.indexOf(0x0a, tailStart);
  if (tailBreak >= 0 && tailBreak + 1 <= tailStart + Math.floor(tailRoom / 4)) tailStart = tailBreak + 1;
  const headPart = head.subarray(0, headEnd);
  const tailPart = tail.subarray(tailStart);
  const shownBytes = headPart.length + tailPart.length;
  const omittedBytes = Math.max(0, view.totalBytes - shownBytes);
  const headText = headPart.toString('utf8');
  const lead = headText === '' || headText.endsWith('\n') ? '' : '\n';
  const text = `${headText}${lead}${marker(omittedBytes)}\n${tailPart.toString('utf8')}`;
  return { text, omittedBytes, shownBytes };
}
