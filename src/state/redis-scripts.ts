/**
 * The Lua scripts of the Redis store: each runs atomically on the server, so replicas racing on one
 * caller's slots, one rate window or the shared output budget see one order of events. Clocks are
 * the server's (`TIME`), never a replica's, so skewed replicas agree on leases and windows.
 * Scripts touch keys they compute from the prefix: svc needs a standalone Redis or Valkey (or a
 * Sentinel primary), not Redis Cluster.
 */

/** `now` in ms from the server's clock. */
const NOW = `local t = redis.call('TIME'); local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/**
 * Admits one call (StateStore.admitCall) in one round trip: counts it in the current fixed window
 * when the rate bound is on, then takes a slot when fewer than the limit of unexpired leases are held.
 * KEYS[1] = the caller's rate key stem, KEYS[2] = the caller's lease set;
 * ARGV = windowMs, maxCalls (0: off), maxSlots (0: off), leaseMs, leaseId.
 * Returns {1 admitted | 0 refused for the rate | -1 refused for slots, count, ms until the window ends}.
 */
export const ADMIT_CALL = `${NOW}
local w, maxCalls, maxSlots, leaseMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local count, reset = 0, 0
if maxCalls > 0 then
  local window = math.floor(now / w)
  local key = KEYS[1] .. ':' .. window
  count = redis.call('INCR', key)
  if count == 1 then redis.call('PEXPIRE', key, w) end
  reset = (window + 1) * w - now
  if count > maxCalls then return {0, count, reset} end
end
if maxSlots > 0 then
  redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
  if redis.call('ZCARD', KEYS[2]) >= maxSlots then return {-1, count, reset} end
  redis.call('ZADD', KEYS[2], now + leaseMs, ARGV[5])
  redis.call('PEXPIRE', KEYS[2], leaseMs)
end
return {1, count, reset}`;

/** Renews a held lease. KEYS[1] = lease set; ARGV = leaseMs, leaseId. Returns 1, or 0 when it was lost. */
export const RENEW_SLOT = `${NOW}
if redis.call('ZSCORE', KEYS[1], ARGV[2]) then
  redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[2])
  redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
  return 1
end
return 0`;

/** Unexpired leases. KEYS[1] = lease set. */
export const COUNT_SLOTS = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
return redis.call('ZCARD', KEYS[1])`;

/**
 * Reserves room for one output in the shared budget, dropping expired ones and then the oldest.
 * KEYS = index (zset id → expiry), sizes (hash id → bytes), total (bytes in use);
 * ARGV = id, bytes, max, expiresAt, the prefix of output keys (`<prefix>out:`). Returns 1 or 0.
 */
export const RESERVE_OUTPUT = `${NOW}
local index, sizes, total = KEYS[1], KEYS[2], KEYS[3]
local id, bytes, max, expires, outp = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5]
local used = tonumber(redis.call('GET', total) or '0')
local function forget(victim, delete)
  used = used - tonumber(redis.call('HGET', sizes, victim) or '0')
  redis.call('HDEL', sizes, victim)
  redis.call('ZREM', index, victim)
  if delete then redis.call('DEL', outp .. victim, outp .. victim .. ':stdout', outp .. victim .. ':stderr') end
end
for _, victim in ipairs(redis.call('ZRANGEBYSCORE', index, '-inf', now)) do forget(victim, false) end
while used + bytes > max do
  local oldest = redis.call('ZRANGE', index, 0, 0)
  if #oldest == 0 then break end
  forget(oldest[1], true)
end
if used < 0 then used = 0 end
if used + bytes > max then
  redis.call('SET', total, used)
  return 0
end
redis.call('ZADD', index, expires, id)
redis.call('HSET', sizes, id, bytes)
redis.call('SET', total, used + bytes)
return 1`;

/** Gives back a reservation whose upload failed. KEYS = index, sizes, total; ARGV = id. */
export const RELEASE_OUTPUT = `
local bytes = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '0')
redis.call('HDEL', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[1], ARGV[1])
local used = tonumber(redis.call('GET', KEYS[3]) or '0') - bytes
if used < 0 then used = 0 end
redis.call('SET', KEYS[3], used)
return 1`;

/**
 * Lists a kept output under its owner in one step: the id joins the owner's list (scored by when
 * it was made) and the list lives at least as long as the output. Never shortens it: an output
 * kept for 150 ms after one kept for an hour must not take the hour's one out of the list, and the
 * list must not expire between the two commands, which a separate ZADD and PEXPIREAT allowed.
 * KEYS[1] = the owner's list; ARGV = createdAt, id, expiresAt (ms). Returns 1.
 */
export const LIST_OUTPUT = `${NOW}
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
local expires = tonumber(ARGV[3])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 or now + ttl < expires then redis.call('PEXPIREAT', KEYS[1], expires) end
return 1`;

/**
 * Adds tool names to one caller's enabled list (EnabledToolLists.add) in one step, so two replicas
 * enabling for the same caller at once neither lose a name nor pass the bound. The list is a
 * sorted set scored by when each name was added (server clock, then argument order).
 * KEYS[1] = the caller's list; ARGV = max, ttlMs, names...
 * Returns one code per name: 1 added, 0 already there, -1 refused (the list is full).
 */
export const ENABLE_TOOLS = `${NOW}
local key, max, ttl = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2])
local out = {}
local size = redis.call('ZCARD', key)
for i = 3, #ARGV do
  if redis.call('ZSCORE', key, ARGV[i]) then out[#out + 1] = 0
  elseif size >= max then out[#out + 1] = -1
  else
    redis.call('ZADD', key, now * 1000 + i, ARGV[i])
    size = size + 1
    out[#out + 1] = 1
  end
end
if size > 0 then redis.call('PEXPIRE', key, ttl) end
return out`;

/** One caller's enabled tool names, first added first, renewing the list's expiry. KEYS[1] = the list; ARGV = ttlMs. */
export const READ_ENABLED_TOOLS = `
local names = redis.call('ZRANGE', KEYS[1], 0, -1)
if #names > 0 then redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1])) end
return names`;
