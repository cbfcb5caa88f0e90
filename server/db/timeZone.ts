/**
 * The portal's calendar when `TIME_ZONE` is not set. A migration that turns stored instants into
 * calendar days reads the same setting the running API does.
 */
export const DEFAULT_TIME_ZONE = 'Africa/Johannesburg';

export function portalTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  return env.TIME_ZONE || DEFAULT_TIME_ZONE;
}
