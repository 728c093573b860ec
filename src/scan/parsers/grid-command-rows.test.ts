import { describe, expect, it } from 'vitest';
import { gridCommandNames } from './grid-command-rows.js';
import { splitSections, toLines } from './layout.js';

const grid = (text: string) => {
  const lines = toLines(text);
  const section = splitSections(lines).find((s) => s.title !== null)!;
  return gridCommandNames(lines, section);
};

describe('gridCommandNames', () => {
  it('reads every cell of a grid of bare names, row by row', () => {
    expect(grid('Standard commands:\n  asn1parse   ca          cmp\n  cms         crl         dgst\n  s_client    sha3-256\n'))
      .toEqual(['asn1parse', 'ca', 'cmp', 'cms', 'crl', 'dgst', 's_client', 'sha3-256']);
  });

  it('leaves a two-column table with one-word descriptions to the row reader', () => {
    expect(grid('Commands:\n  start   starts\n  stop    stops\n')).toBeUndefined();
  });

  it('leaves rows with prose descriptions to the row reader', () => {
    expect(grid('Commands:\n  list    list them   all\n  show    show one    now\n')).toBeUndefined();
  });

  it('is no grid when the cells do not keep their columns', () => {
    expect(grid('Commands:\n  a   b   c\n  dd    ee    ff\n')).toBeUndefined();
  });

  it('is no grid when a cell is not a bare name', () => {
    expect(grid('Commands:\n  add   rm    Show\n  ls    mv    cp\n')).toBeUndefined();
  });

  it('reads a grid filled column by column, whose last rows stop a column early (tabs between cells)', () => {
    expect(grid('Commands are:\n\tadd       fold    mail      refresh  snap\n\tcut       fork    new       remove   top\n\tdiff      grep    pop       series   \n\tedit      init    push      shell    \n'))
      .toEqual(['add', 'fold', 'mail', 'refresh', 'snap', 'cut', 'fork', 'new', 'remove', 'top', 'diff', 'grep', 'pop', 'series', 'edit', 'init', 'push', 'shell']);
  });

  it('is no grid when a short row comes before a full one', () => {
    expect(grid('Commands:\n  a1   b1   c1\n  d1   e1\n  g1   h1   i1\n')).toBeUndefined();
  });

  it('stops at the blank line after the grid', () => {
    expect(grid('Commands:\n  a1   b1   c1\n  d1   e1   f1\n\n  Some prose after it.\n')).toEqual(['a1', 'b1', 'c1', 'd1', 'e1', 'f1']);
  });
});
