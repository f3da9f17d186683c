export class PromptCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);

/** Asks a question on the terminal and reads the answer without echoing it (for passwords). Needs a TTY. */
export function promptHidden(question: string): Promise<string> {
  const input = process.stdin;
  const output = process.stdout;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      // Arrow and function keys arrive as escape sequences: ignore them whole.
      if (chunk.startsWith('\u001b')) return;
      for (const ch of chunk) {
        if (ENTER.has(ch)) return finish();
        if (ch === CTRL_C || (ch === CTRL_D && value === '')) return finish(new PromptCancelled());
        if (BACKSPACE.has(ch)) value = Array.from(value).slice(0, -1).join('');
        else if (ch >= ' ') value += ch;
      }
    };
    output.write(question);
    input.setEncoding('utf8');
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}
