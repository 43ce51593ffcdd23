import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler, sharedAnswer } from './shared-answers';

let checks = 0;
const schema = z.object({ name: z.string().refine(() => ++checks > 0) });
const compile = () => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('shared answers', () => {
  it('are serialised through the route schema once, then given as they were', () => {
    const serialise = compile();
    const answer = sharedAnswer({ name: 'Kim', secret: 'x' } as { name: string });
    checks = 0;
    expect(serialise(answer)).toBe('{"name":"Kim"}'); // stripped by the schema
    expect(serialise(answer)).toBe('{"name":"Kim"}');
    expect(checks).toBe(1);
  });

  it('cannot be changed under the requests that share them', () => {
    const answer = sharedAnswer({ name: 'Kim' });
    expect(() => ((answer as { name: string }).name = 'Lee')).toThrow(TypeError);
  });

  it('leave every other answer serialised afresh, and a wrong one refused', () => {
    const serialise = compile();
    const answer = { name: 'Kim' };
    checks = 0;
    expect(serialise(answer)).toBe('{"name":"Kim"}');
    answer.name = 'Lee';
    expect(serialise(answer)).toBe('{"name":"Lee"}');
    expect(checks).toBe(2);
    expect(() => serialise(sharedAnswer({ name: 1 }))).toThrow();
  });
});
