/** The browser half of the benchmark (bundle sizes, bare react-admin, Lighthouse, journey). */
export function runBrowserBench(log: (line: string) => void): Promise<string> {
  log('browser: not measured yet');
  return Promise.resolve('## Browser\n\nnot measured yet');
}
