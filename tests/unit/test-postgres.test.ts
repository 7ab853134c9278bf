import { describe, expect, it } from 'vitest';
import { postgresSkipReason, postgresTestSource } from '../support/test-postgres.ts';

const installed = () => '/usr/lib/postgresql/17/bin';
const missing = () => undefined;

describe('where the PostgreSQL tests get their server', () => {
  it('takes TEST_DATABASE_URL first, then a throwaway Debian cluster', () => {
    const url = { TEST_DATABASE_URL: 'postgres://tester@db.internal:5432/postgres' };
    expect(postgresTestSource(url, missing)).toBe('TEST_DATABASE_URL');
    expect(postgresTestSource(url, installed)).toBe('TEST_DATABASE_URL');
    expect(postgresTestSource({}, installed)).toBe('throwaway cluster');
    expect(postgresTestSource({}, missing)).toBeUndefined();
  });

  it('skips with one line saying what to set when there is neither, except on CI', () => {
    expect(postgresSkipReason({}, missing)).toMatch(/^PostgreSQL tests skipped: set TEST_DATABASE_URL/);
    expect(postgresSkipReason({}, missing)).not.toContain('\n');
    expect(postgresSkipReason({ CI: 'true' }, missing)).toBeUndefined();
    expect(postgresSkipReason({}, installed)).toBeUndefined();
    expect(postgresSkipReason({ TEST_DATABASE_URL: 'postgres://127.0.0.1/x' }, missing)).toBeUndefined();
  });
});
