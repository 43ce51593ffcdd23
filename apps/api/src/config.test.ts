import { describe, expect, it } from 'vitest';
import { createClock } from './clock';
import { ConfigError, loadConfig } from './config';

/** A key of the building's own, as production needs. */
const ownKey = 'a-key-of-this-building-only';

describe('configuration from the environment', () => {
  it('has safe development defaults and uses the embedded database with demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', embedded: true, SEED_DEMO: true });
  });

  it('turns demo data off by default on a PostgreSQL server', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/tea' });
    expect(config).toMatchObject({ embedded: false, SEED_DEMO: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'maybe'],
    ['SMTP_URL', 'not a url'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['API_KEY', 'short'],
    ['API_DOCS', 'maybe'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it("refuses the repository's development API key in production, set or by default, and names the variable", () => {
    for (const env of [{}, { API_KEY: 'tea-dev-api-key' }])
      expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(
        /^Invalid configuration:\n {2}API_KEY: required in production, .*openssl rand/,
      );
    expect(loadConfig({ NODE_ENV: 'production', API_KEY: ownKey }).API_KEY).toBe(ownKey);
    // Development and the test runs keep it: the web's default build sends it.
    expect(loadConfig({}).API_KEY).toBe('tea-dev-api-key');
    expect(loadConfig({ NODE_ENV: 'test' }).API_KEY).toBe('tea-dev-api-key');
  });

  it('seeds the demo people in production only when SEED_DEMO=true says so, also on the embedded database', () => {
    expect(loadConfig({ NODE_ENV: 'production', API_KEY: ownKey })).toMatchObject({ embedded: true, SEED_DEMO: false });
    expect(loadConfig({ NODE_ENV: 'production', API_KEY: ownKey, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
  });

  it('serves the API documentation except in production, where API_DOCS=true turns it on', () => {
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', API_KEY: ownKey }).API_DOCS).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_KEY: ownKey, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('believes no proxy by default, and the proxies it is told to', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16']);
    // Believing every X-Forwarded-For lets a client name its own address: development only.
    for (const NODE_ENV of ['production', 'test'])
      expect(() =>
        loadConfig({ NODE_ENV, API_KEY: ownKey, QR_SECRET: 'a-secret-of-this-building-only', TRUST_PROXY: 'true' }),
      ).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY: 'true' is for development only/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        API_KEY: ownKey,
        QR_SECRET: 'a-secret-of-this-building-only',
        TRUST_PROXY: '10.0.0.1',
      }).TRUST_PROXY,
    ).toEqual(['10.0.0.1']);
  });

  it('refuses the QR secret this repository once published outside development, and leaves an unset one to the database', () => {
    const published = 'tea-dev-qr-secret-change-me';
    for (const NODE_ENV of ['production', 'test'])
      expect(() => loadConfig({ NODE_ENV, QR_SECRET: published })).toThrow(
        /^Invalid configuration:\n {2}QR_SECRET: this value is published/,
      );
    expect(loadConfig({ QR_SECRET: published }).QR_SECRET).toBe(published);
    // Unset: '' until the app takes the installation's own from its database (decision 0052).
    expect(loadConfig({ NODE_ENV: 'production', API_KEY: ownKey }).QR_SECRET).toBe('');
    expect(loadConfig({ NODE_ENV: 'production', API_KEY: ownKey, QR_SECRET: 'a-long-production-secret' }).QR_SECRET).toBe(
      'a-long-production-secret',
    );
  });

  it('pins the clock only in test mode: TEST_CLOCK_START is refused elsewhere', () => {
    const start = '2026-11-24T09:30:00+09:00';
    expect(() => loadConfig({ TEST_CLOCK_START: start })).toThrow(/^Invalid configuration:\n {2}TEST_CLOCK_START:/);
    expect(() => loadConfig({ NODE_ENV: 'production', API_KEY: ownKey, TEST_CLOCK_START: start })).toThrow(/TEST_CLOCK_START/);
    expect(loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: start }).TEST_CLOCK_START).toBe(start);
    expect(() => loadConfig({ NODE_ENV: 'test', TEST_CLOCK_START: 'tomorrow' })).toThrow(/TEST_CLOCK_START/);
  });
});

describe('the public address', () => {
  it('follows the port when PUBLIC_URL is unset, and drops a trailing slash when it is given', () => {
    expect(loadConfig({ PORT: '3456' })).toMatchObject({ PUBLIC_URL: 'http://localhost:3456', publicUrlGiven: false });
    expect(loadConfig({ PUBLIC_URL: 'https://tea.example.com/' })).toMatchObject({
      PUBLIC_URL: 'https://tea.example.com',
      publicUrlGiven: true,
    });
  });
});

describe('the S3 store of uploads', () => {
  const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps uploads in the data directory unless S3_BUCKET is set', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({ S3_BUCKET: 'tea-files', S3_ENDPOINT: 'http://minio:9000/', S3_FORCE_PATH_STYLE: 'true', ...keys }).s3,
    ).toEqual({
      bucket: 'tea-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses a bucket without its keys, and S3 settings without a bucket (the files would stay on this disk)', () => {
    expect(() => loadConfig({ S3_BUCKET: 'tea-files' })).toThrow(
      /^Invalid configuration:\n {2}S3_ACCESS_KEY_ID: required with S3_BUCKET\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'tea-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY:/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', ...keys })).toThrow(
      /^Invalid configuration:\n {2}S3_BUCKET: required when/,
    );
  });

  it.each([
    ['S3_BUCKET', 'Tea_Files'],
    ['S3_ENDPOINT', 'ftp://minio:21'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ S3_BUCKET: 'tea-files', ...keys, [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}:`),
    );
  });
});

describe('the clock', () => {
  it('starts at the pinned instant and runs at real speed; without one it is the real time', async () => {
    const clock = createClock('2026-11-24T00:30:00Z');
    const first = clock.now().getTime();
    expect(Math.abs(first - Date.parse('2026-11-24T00:30:00Z'))).toBeLessThan(50);
    await new Promise((r) => setTimeout(r, 30));
    expect(clock.now().getTime() - first).toBeGreaterThanOrEqual(25);
    expect(Math.abs(createClock().now().getTime() - Date.now())).toBeLessThan(50);
  });
});
