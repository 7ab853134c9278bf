import type { Result } from 'autocannon';
import { describe, expect, it } from 'vitest';
import { checkStored } from './lead-row.ts';
import { CONNECTIONS, type Measured } from './measure.ts';

const answered = (ok: number): Measured => ({
  result: { '2xx': ok } as Result,
  cpuMsPerRequest: undefined,
});

describe('the outbox check after a lead row', () => {
  it('accepts every answer 200 stored, plus up to one lead per connection cut off in flight', () => {
    expect(() => {
      checkStored('row', 1000, answered(1000));
    }).not.toThrow();
    expect(() => {
      checkStored('row', 1000 + CONNECTIONS, answered(1000));
    }).not.toThrow();
  });

  it('fails when a lead answered 200 is missing', () => {
    expect(() => {
      checkStored('row', 999, answered(1000));
    }).toThrow(/999 leads in the outbox for 1000 answers 200.*acknowledged leads are missing/);
  });

  it('fails when the outbox holds more than the run can explain (another run counted)', () => {
    expect(() => {
      checkStored('row', 1001 + CONNECTIONS, answered(1000));
    }).toThrow(/the count is not of this run/);
  });
});
