import type { Redis } from 'ioredis';
import { accountKey, FAILURE_MEMORY_MS, type BackoffSettings, type LoginBackoff } from './types';

/**
 * Counts the failure and sets the lock in one step, so two processes failing the same account at
 * the same instant both count (the same doubling as `lockMs`).
 */
const FAIL_SCRIPT = `
local failures = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[1])
local after = tonumber(ARGV[2])
if failures >= after then
  local exponent = math.min(failures - after, 30)
  local lock = math.min(tonumber(ARGV[3]) * (2 ^ exponent), tonumber(ARGV[4])) * 1000
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(lock))
end
return failures
`;

/** The backoff shared by every API process through Redis. */
export function redisBackoff(
  redis: Redis,
  prefix: string,
  settings: BackoffSettings,
): LoginBackoff {
  const failuresKey = (account: string) => `${prefix}login-failures:${accountKey(account)}`;
  const lockKey = (account: string) => `${prefix}login-lock:${accountKey(account)}`;
  return {
    waitSeconds: async (account) => {
      const ttl = await redis.pttl(lockKey(account));
      return ttl > 0 ? Math.ceil(ttl / 1000) : 0;
    },
    failed: async (account) => {
      await redis.eval(
        FAIL_SCRIPT,
        2,
        failuresKey(account),
        lockKey(account),
        FAILURE_MEMORY_MS,
        settings.after,
        settings.seconds,
        settings.maxSeconds,
      );
    },
    succeeded: async (account) => {
      await redis.del(failuresKey(account), lockKey(account));
    },
  };
}
