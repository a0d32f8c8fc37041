/** Progress lines of the side-by-side page, printed by Node when BENCH_DEBUG=1 (console.info is forwarded). */
export function trace(text: string): void {
  if ((window as unknown as { versusDebug?: boolean }).versusDebug === true) {
    console.info(`[versus ${performance.now().toFixed(0)} ms] ${text}`);
  }
}
