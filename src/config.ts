/**
 * The app configuration, read once from Vite's environment so the portal can be pointed at any
 * server that speaks the same contract (design: "reads its API root from configuration").
 */

export interface AppConfig {
  /** Root of the v2 API; relative paths of the HTTP client resolve against it. */
  apiRoot: string;
  /** Every request is held at least this long so the UI doesn't flash (spec section 9). */
  minRequestMs: number;
  requestTimeoutMs: number;
  privacyPolicyUrl: string;
  /** A signed-in user who does nothing this long is signed out, warned a minute before. */
  idleTimeoutMs: number;
  /**
   * How often the top bar's bell asks for the unread count while the tab is shown (30 s; the
   * e2e suite's build sets `VITE_NOTIFICATIONS_POLL_SECONDS` shorter).
   */
  notificationPollMs: number;
}

function numberOr(value: string | undefined, fallback: number): number {
  const parsed = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}

function textOr(value: string | undefined, fallback: string): string {
  return value === undefined || value === '' ? fallback : value;
}

export function readConfig(env: Record<string, string | undefined>): AppConfig {
  return {
    apiRoot: textOr(env.VITE_API_ROOT, '/api/v2/'),
    minRequestMs: numberOr(env.VITE_MIN_REQUEST_MS, 500),
    requestTimeoutMs: 30_000,
    privacyPolicyUrl: textOr(env.VITE_PRIVACY_URL, '/privacy'),
    idleTimeoutMs: Math.max(numberOr(env.VITE_IDLE_TIMEOUT_MINUTES, 30), 2) * 60_000,
    notificationPollMs: Math.max(numberOr(env.VITE_NOTIFICATIONS_POLL_SECONDS, 30), 1) * 1000,
  };
}

export const config: AppConfig = readConfig(import.meta.env);
