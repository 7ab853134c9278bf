import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';

describe('CircuitBreaker', () => {
  it('stays closed below the failure threshold, and a success resets the count', () => {
    const circuit = new CircuitBreaker({ threshold: 3, openMs: 1000 });
    circuit.onFailure(0);
    circuit.onFailure(0);
    circuit.onSuccess();
    circuit.onFailure(0);
    circuit.onFailure(0);
    expect(circuit.state(0)).toBe('closed');
    expect(circuit.acquire(0)).toEqual({ waitMs: 0, probe: false, state: 'closed' });
  });

  it('opens after repeated failures, then lets exactly one probe through', () => {
    const circuit = new CircuitBreaker({ threshold: 3, openMs: 1000 });
    for (let i = 0; i < 3; i++) circuit.onFailure(100);
    expect(circuit.state(100)).toBe('open');
    expect(circuit.acquire(600)).toEqual({ waitMs: 500, probe: false, state: 'open' });
    expect(circuit.state(1100)).toBe('half-open');
    expect(circuit.acquire(1100)).toEqual({ waitMs: 0, probe: true, state: 'half-open' });
    expect(circuit.acquire(1100).waitMs).toBeGreaterThan(0);
  });

  it('a failed probe opens it again; a successful one closes it and says so', () => {
    const circuit = new CircuitBreaker({ threshold: 1, openMs: 1000 });
    circuit.onFailure(0);
    circuit.acquire(1000);
    circuit.onFailure(1000);
    expect(circuit.state(1500)).toBe('open');
    circuit.acquire(2000);
    expect(circuit.onSuccess()).toBe(true);
    expect(circuit.state(2000)).toBe('closed');
    expect(circuit.onSuccess()).toBe(false);
  });

  it('a probe slot taken without a call is given back', () => {
    const circuit = new CircuitBreaker({ threshold: 1, openMs: 10 });
    circuit.onFailure(0);
    expect(circuit.acquire(20).probe).toBe(true);
    circuit.releaseProbe();
    expect(circuit.acquire(20).probe).toBe(true);
  });

  it('pauses everything for a Retry-After, even while closed', () => {
    const circuit = new CircuitBreaker({ threshold: 5, openMs: 1000 });
    circuit.onFailure(0, 30_000);
    expect(circuit.acquire(10_000)).toEqual({ waitMs: 20_000, probe: false, state: 'open' });
    expect(circuit.state(30_000)).toBe('closed');
  });
});
