/** What one construct of a program text can do, beyond transforming text. */
export interface ProgramTextFinding {
  /** `exec`: runs a program; `write`: writes a file, or opens one by a name inside the text. */
  effect: 'exec' | 'write';
  /** Names the construct (`the e command runs its text as a shell command`). */
  what: string;
}
