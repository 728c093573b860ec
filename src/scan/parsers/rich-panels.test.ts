import { describe, expect, it } from 'vitest';
import { unboxRichPanels } from './rich-panels.js';

describe('unboxRichPanels', () => {
  it('turns a titled panel into a heading and rows, spellings joined as click prints them', () => {
    const text = [
      '╭─ Options ──────────────────────────────────────╮',
      '│ *  --name   -n      <str>  Who. [required]       │',
      '│    --color  --no-color     Colour it.            │',
      '│    --level INT             How much. [default:   │',
      '│                            3]                    │',
      '│    --help (-h)             Show this message.    │',
      '╰────────────────────────────────────────────────╯',
      '╭─ Commands ─────╮',
      '│ add   Add one. │',
      '╰────────────────╯',
    ].join('\n');
    expect(unboxRichPanels(text).split('\n')).toEqual([
      'Options:',
      '  --name, -n <str>  Who. [required]',
      '  --color / --no-color  Colour it.',
      '  --level INT  How much. [default:',
      '                             3]',
      '  --help, -h  Show this message.',
      '',
      'Commands:',
      '  add   Add one.',
      '',
    ]);
  });
  it('keeps an operand that may also be named as the operand, and drops typer\'s value cell after an argument', () => {
    expect(unboxRichPanels('╭─ Parameters ─╮\n│ *  SOURCE --source  Where from. │\n╰──────────────╯')).toBe('Parameters:\n  SOURCE  Where from.\n');
    expect(unboxRichPanels('╭─ Arguments ─╮\n│ *    title      <str>  [required] │\n╰─────────────╯')).toBe('Arguments:\n  title  [required]\n');
  });
  it('leaves text without panels, and box characters outside a panel, as they are', () => {
    expect(unboxRichPanels('Usage: x\n  -a  all\n')).toBe('Usage: x\n  -a  all\n');
    expect(unboxRichPanels('a │ b │\n')).toBe('a │ b │\n');
  });
});
