import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import { makeFakeDist } from './fake-dist.ts';

/** A server on a fake build, not listening; close it after the test. */
export async function makeTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const distDir = await makeFakeDist();
  return buildApp({
    env: loadEnv({ DIST_DIR: distDir, PUBLIC_URL: 'https://www.example.test', ...env }),
    logger: false,
  });
}
