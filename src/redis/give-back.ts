import type { Redis } from 'ioredis';
import { settingsKey } from './pause.ts';

/**
 * When Redis loses a limiter's state (restarted empty, flushed, evicted), the state made afresh knows
 * nothing of the requests already sent in the window: every process gives back the slots it remembers
 * being granted (`grants.ts`), so that their sum, the window's count, is restored. In one atomic step on
 * bottleneck's settings hash (`pause.ts` for its layout):
 *
 * - `pike13Epoch` names the state. A process that finds the one it last used has nothing to give back;
 *   nor has one that never used any and was granted nothing (a first use: `follow.ts` counts it).
 * - The first to give back to a state with no epoch names it, sets its reservoir to `limit` less its own
 *   grants, and opens its window at `opens` (each process that gives back waits until then, so that the
 *   others, reconnecting a little later, give theirs back before any slot of the window is taken).
 * - Every later one takes its grants off the reservoir (of a state a first use made, once counted with
 *   the `limit - 1` slots `follow.ts` would add).
 *
 * Answers the state's epoch and whether this process gave back (it must then wait before taking a slot),
 * or nil when the state is gone.
 */
const GIVE_BACK_SCRIPT = `
local settings = KEYS[1]
local epoch = ARGV[1]
local known = ARGV[2]
local count = tonumber(ARGV[3])
local opens = tonumber(ARGV[4])
local channel = ARGV[5]
if redis.call('exists', settings) == 0 then return nil end
local s = redis.call('hmget', settings, 'pike13Epoch', 'reservoir', 'reservoirRefreshAmount', 'pike13Counted')
local current, reservoir, amount = s[1], tonumber(s[2]), tonumber(s[3])
if reservoir == nil or amount == nil then return nil end
if not current then redis.call('hset', settings, 'pike13Epoch', epoch) end
if current == known or (known == '' and count == 0) then return {current or epoch, 0} end
local before = reservoir
if not current then
  reservoir = amount - count
  redis.call('hset', settings, 'lastReservoirRefresh', opens)
elseif s[4] ~= '1' then
  reservoir = reservoir + amount - 1 - count
else
  reservoir = reservoir - count
end
reservoir = math.max(0, reservoir)
redis.call('hmset', settings, 'reservoir', reservoir, 'pike13Counted', 1)
if reservoir > before then redis.call('publish', channel, 'capacity:' .. reservoir) end
return {current or epoch, 1}
`;

/** What giving back found: the state's epoch, and whether this process gave back (and must wait until `opens`). */
export interface GivenBack {
  epoch: string;
  gave: boolean;
}

/**
 * Gives this process's `count` recent grants back to the state of the clustered limiter `id`, unless it
 * is the state of `known` (the epoch this process last used); `undefined` when the state is gone.
 */
export async function giveBack(
  client: Redis,
  id: string,
  state: { epoch: string; known: string | undefined; count: number; opens: number },
): Promise<GivenBack | undefined> {
  const args = [state.epoch, state.known ?? '', String(state.count), String(state.opens), `b_${id}`];
  const answer = (await client.eval(GIVE_BACK_SCRIPT, 1, settingsKey(id), ...args)) as
    | [string, number]
    | null;
  return answer === null ? undefined : { epoch: answer[0], gave: answer[1] === 1 };
}
