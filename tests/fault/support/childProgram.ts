import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { sleep } from './http';

/** A program of the test's own (PgBouncer, HAProxy) run in the foreground as a child. */
export interface ChildProgram {
  /** Everything it wrote, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts `command` and resolves once it accepts connections on `port` (or fails with its output). */
export async function startChild(
  name: string,
  command: string,
  args: string[],
  port: number,
): Promise<ChildProgram> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited = false;
  const gone = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!(await accepts(port))) {
    if (exited || Date.now() - started > 15_000) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not listen on ${port}:\n${output}`);
    }
    await sleep(50);
  }
  return {
    output: () => output,
    stop: async () => {
      if (!exited) {
        child.kill('SIGTERM');
        await gone;
      }
    },
  };
}
