// Waits until every URL given answers (any HTTP status), or fails after 120 s.
const urls = process.argv.slice(2);
const deadline = Date.now() + 120_000;
for (const url of urls) {
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        console.error(`wait-for: ${url} did not answer within 120 s`);
        process.exit(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
