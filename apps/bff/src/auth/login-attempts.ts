import { reconnectDelayMs, RedisConnectionLog } from '@immo/platform';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { type BffEnv, ENV } from '../config/env';
import { delayUnder, type LoginDelayPolicy, OPERATOR_LOGIN_POLICY } from './login-delay';

/** Redis could not be asked: the caller refuses the login rather than let guesses through uncounted. */
export class LoginAttemptsUnavailable extends Error {}

/** Who a failure counts against: the account (user name tried, when there is one) and the client. */
export interface LoginAttempt {
  user: string | null;
  client: string;
}

const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_WAIT_MS = 2_000;

/**
 * Failed logins of one realm (operators, owners), counted per account and
 * per client in Redis, so every BFF behind a load balancer sees the same
 * counts. After each failure a wait (login-delay.ts) is stored as a key that
 * expires with it.
 */
export class LoginCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly policy: LoginDelayPolicy,
  ) {}

  /** Milliseconds before this account and client may try again (0: now). */
  async waitBefore({ user, client }: LoginAttempt): Promise<number> {
    const keys = this.keys(user, client).map((key) => `${key}:wait`);
    const remaining = await this.run(() => Promise.all(keys.map((key) => this.redis.pttl(key))));
    return Math.max(0, ...remaining);
  }

  /** Counts a failure; answers the account's failures so far (the client's when no account was named). */
  async recordFailure({ user, client }: LoginAttempt): Promise<number> {
    return this.run(async () => {
      let failures = 0;
      for (const key of this.keys(user, client)) {
        const [[, count] = []] =
          (await this.redis.multi().incr(`${key}:failures`).pexpire(`${key}:failures`, this.policy.memoryMs).exec()) ??
          [];
        failures = Number(count);
        const delay = delayUnder(this.policy, failures);
        if (delay > 0) await this.redis.set(`${key}:wait`, '1', 'PX', delay);
      }
      return failures;
    });
  }

  /** The account's key hashes the name tried: any string may arrive there. */
  private keys(user: string | null, client: string): string[] {
    const keys = [`${this.prefix}:client:${client}`];
    if (user !== null)
      keys.push(`${this.prefix}:account:${createHash('sha256').update(user, 'utf8').digest('base64url')}`);
    return keys;
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (error) {
      throw new LoginAttemptsUnavailable(error instanceof Error ? error.message : String(error));
    }
  }
}

/**
 * The one Redis connection of every login limit, and the operators' count
 * (decisions.md "Operator logins"); other realms take theirs with forRealm.
 */
@Injectable()
export class LoginAttempts extends LoginCounter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LoginAttempts.name);
  private readonly connection: Redis;
  private readonly queuePrefix: string;

  constructor(@Inject(ENV) env: BffEnv) {
    // No offline queue and a short timeout: with Redis away a login is refused
    // at once (503) instead of waiting for a reconnection.
    const redis = new Redis(env.REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      retryStrategy: reconnectDelayMs,
    });
    super(redis, `${env.QUEUE_PREFIX}:operator-login`, OPERATOR_LOGIN_POLICY);
    this.connection = redis;
    this.queuePrefix = env.QUEUE_PREFIX;
    new RedisConnectionLog(this.logger, 'the login limits').watch(redis);
  }

  /** Another realm's count on the same connection (`owner-login`). */
  forRealm(realm: string, policy: LoginDelayPolicy): LoginCounter {
    return new LoginCounter(this.connection, `${this.queuePrefix}:${realm}`, policy);
  }

  async onModuleInit(): Promise<void> {
    // Connected before the first login when Redis is there; a Redis that is
    // down must not keep the catalogue from being served, so boot goes on
    // after a short wait and ioredis keeps trying.
    const connected = this.connection.connect().catch(() => undefined);
    await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]);
  }

  onApplicationShutdown(): void {
    this.connection.disconnect();
  }
}
