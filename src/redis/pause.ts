import type { Redis } from 'ioredis';

/**
 * Why a script of our own rather than `updateSettings({ reservoir: 0 })` plus a timer that restores it:
 * bottleneck refills the reservoir on its own schedule (`lastReservoirRefresh + reservoirRefreshInterval`),
 * which may come before `until`; the restoring timer would live in one process only (lost if that process
 * exits) and could cut short a longer pause another process set. `updateSettings` cannot move
 * `lastReservoirRefresh` (it only takes bottleneck's public settings).
 *
 * So, in one atomic step on bottleneck's own settings hash (`b_<id>_settings`, the layout of bottleneck
 * 2.x, whose last release is 2.19.5): empty the reservoir and move the last refresh to
 * `until - interval`. No process gets a slot before `until`; at `until` bottleneck's next tick (any
 * process's heartbeat or request) refills the reservoir and wakes the waiters, with no timer anywhere. A
 * later pause is never shortened by an earlier one (`pike13PausedUntil`), and the hash outlives the pause
 * even when bottleneck's inactivity TTL would end sooner.
 */
const PAUSE_SCRIPT = `
local settings = KEYS[1]
local untilMs = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
if redis.call('exists', settings) == 0 then return 0 end
local current = redis.call('hmget', settings, 'reservoirRefreshInterval', 'pike13PausedUntil')
local interval = tonumber(current[1])
if interval == nil or untilMs <= (tonumber(current[2]) or 0) then return 0 end
redis.call('hmset', settings, 'reservoir', 0, 'lastReservoirRefresh', untilMs - interval, 'pike13PausedUntil', untilMs)
local keep = untilMs - now + interval
local ttl = redis.call('pttl', settings)
if ttl >= 0 and ttl < keep then redis.call('pexpire', settings, keep) end
return 1
`;

/** Bottleneck's Redis hash holding the settings and reservoir of the limiter `id`. */
export function settingsKey(id: string): string {
  return `b_${id}_settings`;
}

/** Hands out no slot of the clustered limiter `id` before `until` (epoch ms), in any process. */
export async function pauseClustered(client: Redis, id: string, until: number): Promise<void> {
  await client.eval(PAUSE_SCRIPT, 1, settingsKey(id), String(until), String(Date.now()));
}
