import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });

  it('believes no proxy by default, and the proxies it is told to', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });

  it('refuses to start in production with the public development QR secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Invalid configuration:\n {2}QR_SECRET:/);
    expect(loadConfig({ NODE_ENV: 'production', QR_SECRET: 'a-long-production-secret' }).QR_SECRET).toBe(
      'a-long-production-secret',
    );
  });
});
