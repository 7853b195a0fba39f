// LibreOffice's limits (docs/decisions/0104, issue 25: "the caps do not slow a normal PPTX conversion by more than
// 10 %"): the demo deck LibreOffice wrote (src/db/seed/media/demo-slides.pptx) converted BENCH_CONVERSIONS times
// (default 10) under the caps (the defaults: address space, CPU time, stall watch) and as many times without them
// (all three 0), alternately (ABBA) so that a busy machine weighs on both alike, through the console's own
// convertToPdf; then the time the checks before a conversion take on the same deck. Figures only.
// BENCH=documents npm run bench
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const DECK = 'src/db/seed/media/demo-slides.pptx';
const RUNS = Number(process.env.BENCH_CONVERSIONS ?? 10);
const TARGET_PERCENT = 10;
const CAPS = ['DOCUMENT_CONVERT_MEMORY_MB', 'DOCUMENT_CONVERT_CPU_SECONDS', 'DOCUMENT_CONVERT_STALL_SECONDS'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const round1 = (n) => Math.round(n * 10) / 10;

export default async function documents({ results }) {
  try {
    execFileSync(process.env.SOFFICE_PATH || 'soffice', ['--version'], { stdio: 'ignore', timeout: 30_000 });
  } catch {
    console.log('  LibreOffice is not installed: no conversion figures');
    return;
  }
  const tools = await tsImport('../src/features/document/server/file-tools.ts', import.meta.url);
  const limits = await tsImport('../src/features/document/server/presentation-limits.ts', import.meta.url);
  const saved = Object.fromEntries(CAPS.map((k) => [k, process.env[k]]));
  const convert = async (capped) => {
    for (const k of CAPS)
      if (capped) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      } else process.env[k] = '0';
    return tools.inTempDir(async (dir) => {
      const input = path.join(dir, 'in.pptx');
      copyFileSync(DECK, input);
      const t0 = performance.now();
      await tools.convertToPdf(input, dir);
      return performance.now() - t0;
    });
  };
  const times = { capped: [], uncapped: [] };
  try {
    await convert(true); // warm-up: the program and the deck in the page cache
    await convert(false);
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 ? [false, true] : [true, false];
      for (const capped of order) times[capped ? 'capped' : 'uncapped'].push(await convert(capped));
    }
  } finally {
    for (const k of CAPS)
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
  }
  const checks = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await limits.checkPresentation(DECK, 'pptx');
    checks.push(performance.now() - t0);
  }
  const figures = {
    runs: RUNS,
    cappedMedianMs: round1(median(times.capped)),
    uncappedMedianMs: round1(median(times.uncapped)),
    cappedMeanMs: round1(mean(times.capped)),
    uncappedMeanMs: round1(mean(times.uncapped)),
    checkMedianMs: round1(median(checks)),
  };
  figures.overheadPercent = round1((figures.cappedMedianMs / figures.uncappedMedianMs - 1) * 100);
  figures.withinTarget = figures.overheadPercent <= TARGET_PERCENT;
  results.documents = figures;
  console.log(`  ${RUNS} conversions of ${path.basename(DECK)} each way, alternately:`);
  console.log(`    under the caps     median ${figures.cappedMedianMs} ms   mean ${figures.cappedMeanMs} ms`);
  console.log(`    without the caps   median ${figures.uncappedMedianMs} ms   mean ${figures.uncappedMeanMs} ms`);
  console.log(`    caps cost ${figures.overheadPercent} % of the median (target ≤ ${TARGET_PERCENT} %) ${figures.withinTarget ? 'ok' : 'OVER'}`);
  console.log(`  the checks before a conversion (zip directory, XML, pictures) on the same deck: median ${figures.checkMedianMs} ms`);
}
