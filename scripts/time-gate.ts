import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { childrenCpuSeconds, machineBusySeconds } from './lib/cpu-time.ts';
import { gateStages, seconds, testCounts } from './time-gate/stages.ts';

/**
 * `npm run time:gate`: runs the stages of `npm test` one by one, as `npm test` does (stopping at
 * the first failure), and prints docs/testing.md's test-times table: wall and CPU seconds of each
 * stage, the load average before and after, and the tests it reported. Two CPU readings: the
 * stage's waited-for processes (varies less with the machine's other work than wall time, but
 * misses a browser's renderers, which its zygote or init reaps) and the whole machine's busy time
 * (sees them, and anything else running; decision 117).
 * Each stage's output goes to node_modules/.cache/time-gate/<stage>.log (Playwright empties
 * test-results/ when it starts).
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const stages = gateStages(pkg.scripts['test'] ?? '');
const LOGS = 'node_modules/.cache/time-gate';
const load = () => (loadavg()[0] ?? 0).toFixed(1);

function run(stage: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    mkdirSync(LOGS, { recursive: true });
    const log = createWriteStream(`${LOGS}/${stage.replace(/:/g, '-')}.log`);
    const child = spawn('npm', ['run', stage], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      log.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code) => {
      log.end();
      resolve({ code: code ?? 1, output });
    });
  });
}

const rows: string[] = [];
const gateStarted = performance.now();
const gateCpu = childrenCpuSeconds();
const gateMachine = machineBusySeconds();
let failedStage: string | undefined;
for (const stage of stages) {
  const loadBefore = load();
  const cpuBefore = childrenCpuSeconds();
  const machineBefore = machineBusySeconds();
  const started = performance.now();
  process.stderr.write(`== ${stage}\n`);
  const { code, output } = await run(stage);
  const wall = (performance.now() - started) / 1000;
  const cpu = childrenCpuSeconds() - cpuBefore;
  const machine = machineBusySeconds() - machineBefore;
  const { passed, failed } = testCounts(output);
  const tests = passed + failed > 0 ? `${String(passed)} passed, ${String(failed)} failed` : '';
  rows.push(
    `| \`npm run ${stage}\` | ${seconds(wall)} | ${seconds(cpu)} | ${seconds(machine)} | ${loadBefore}–${load()} | ${tests}${code === 0 ? '' : ' (exit ' + String(code) + ')'} |`,
  );
  if (code !== 0) {
    failedStage = stage;
    break;
  }
}
rows.push(
  `| the gate, \`npm test\` | ${seconds((performance.now() - gateStarted) / 1000)} | ${seconds(childrenCpuSeconds() - gateCpu)} | ${seconds(machineBusySeconds() - gateMachine)} | | ${failedStage ? `stopped at ${failedStage}` : 'every stage passed'} |`,
);
console.log('| script | wall | CPU (user + system) | machine CPU | load average | tests |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
process.exitCode = failedStage ? 1 : 0;
