import { createInterface } from 'node:readline';

/** Control characters a hidden prompt reads at a terminal in raw mode. */
const ENTER = ['\r', '\n'];
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const ERASE = ['\u007f', '\b'];

/**
 * Asks at the terminal without echoing what is typed (a password): raw mode, one character at a time,
 * Backspace erases, Enter ends. Ctrl-C ends the command as it would at any prompt.
 */
export function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  let typed: string[] = [];
  return new Promise((resolve) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (ENTER.includes(char) || char === CTRL_D) {
          finish();
          return resolve(typed.join(''));
        }
        if (char === CTRL_C) {
          finish();
          process.exit(130);
        }
        typed = ERASE.includes(char) ? typed.slice(0, -1) : [...typed, char];
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    stdin.on('data', onData);
  });
}

/** The first line of a stream (a password piped in by a script), without its line ending; '' if it has none. */
export async function readOneLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}
