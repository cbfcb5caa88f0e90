// madge ships no types; this is the part of its API the import-cycle test uses.
declare module 'madge' {
  interface MadgeResult {
    /** Each cycle as the files in it, relative to `baseDir`. */
    circular(): string[][];
  }
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: Record<string, unknown>;
  }
  export default function madge(
    path: string | string[],
    config?: MadgeConfig,
  ): Promise<MadgeResult>;
}
