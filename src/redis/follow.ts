import type { Redis } from 'ioredis';
import { resetMargin, type ServiceWindow } from '../core/limiter.ts';
import { settingsKey } from './pause.ts';

/**
 * The service's `RateLimit-*` headers are the truth the shared count follows, in one atomic step on
 * bottleneck's settings hash (see `pause.ts` for its layout):
 *
 * - A limiter's Redis state starts with one slot, not `limit` (the store sets `reservoir: 1`): a state
 *   made afresh (first use, keys expired) knows nothing of the requests the service already counted in
 *   its window (after Redis lost a state, the processes give their grants back: `give-back.ts`). The
 *   first answer sets the count
 *   (`pike13Counted`): the reservoir becomes the service's `RateLimit-Remaining`, or, from a service
 *   that sends none, the `limit - 1` bottleneck would have had.
 * - Every later answer lowers the reservoir to `Remaining` when it is lower (never raises it).
 * - The window's refill moves to the service's `RateLimit-Reset` (plus a margin for clock skew), so that
 *   the shared window and the service's are the same window.
 *
 * A pause (`pike13PausedUntil`) rules until it ends. When the reservoir grows, waiters in every process
 * are woken through bottleneck's own channel.
 */
const FOLLOW_SCRIPT = `
local settings = KEYS[1]
local remaining = tonumber(ARGV[1])
local reset = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local margin = tonumber(ARGV[4])
local channel = ARGV[5]
if redis.call('exists', settings) == 0 then return 0 end
local s = redis.call('hmget', settings, 'reservoir', 'reservoirRefreshInterval', 'reservoirRefreshAmount',
  'lastReservoirRefresh', 'pike13PausedUntil', 'pike13Counted')
local reservoir, interval, amount, last = tonumber(s[1]), tonumber(s[2]), tonumber(s[3]), tonumber(s[4])
if reservoir == nil or interval == nil or amount == nil or last == nil then return 0 end
if (tonumber(s[5]) or 0) > now then return 1 end
local before = reservoir
local counted = s[6] == '1'
if now >= last + interval then
  reservoir = amount
  last = now
  counted = true
end
if remaining >= 0 and reset > now and reset <= now + interval then
  if counted then reservoir = math.min(reservoir, remaining) else reservoir = math.min(remaining, amount) end
  last = reset + margin - interval
elseif not counted then
  reservoir = reservoir + amount - 1
end
redis.call('hmset', settings, 'reservoir', reservoir, 'lastReservoirRefresh', last, 'pike13Counted', 1)
if reservoir > before then redis.call('publish', channel, 'capacity:' .. reservoir) end
return 1
`;

/** Takes in what an answer said (or, `undefined`, that it said nothing) of the service's window. */
export async function followService(
  client: Redis,
  id: string,
  windowMs: number,
  window: ServiceWindow | undefined,
): Promise<void> {
  const args = [
    String(window ? Math.max(0, Math.floor(window.remaining)) : -1),
    String(window?.reset ?? 0),
    String(Date.now()),
    String(resetMargin(windowMs)),
    `b_${id}`,
  ];
  await client.eval(FOLLOW_SCRIPT, 1, settingsKey(id), ...args);
}
