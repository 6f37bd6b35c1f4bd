// Reads vitest's JSON report: how many tests passed and failed. A suite that could not even load
// (a broken import, a failing global setup) counts as one failure, so nothing fails silently.
import fs from "node:fs";

export function summarise(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, ran: false };
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const brokenSuites = (report.testResults ?? []).filter((s) => s.status === "failed" && (s.assertionResults ?? []).length === 0).length;
  const failed =
    report.numFailedTests + brokenSuites + (report.success === false && report.numFailedTests === 0 && brokenSuites === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, ran: report.numTotalTests > 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = summarise(process.argv[2]);
  console.log(`${passed} passed, ${failed} failed`);
}
