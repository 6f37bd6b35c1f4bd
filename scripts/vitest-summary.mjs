// Reads vitest's JSON report: how many tests passed and failed. A suite that could not even load
// (a broken import, a failing global setup) counts as one failure, so nothing fails silently.
// `--failures` prints instead the failed tests, each with the first lines of its error, so the
// tail of a CI log names what failed.
import fs from "node:fs";
import path from "node:path";

export function summarise(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, ran: false };
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const brokenSuites = (report.testResults ?? []).filter((s) => s.status === "failed" && (s.assertionResults ?? []).length === 0).length;
  const failed =
    report.numFailedTests + brokenSuites + (report.success === false && report.numFailedTests === 0 && brokenSuites === 0 ? 1 : 0);
  return { passed: report.numPassedTests, failed, ran: report.numTotalTests > 0 };
}

const firstLines = (text, n = 4) =>
  String(text ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal's colour codes
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .slice(0, n)
    .map((line) => `      ${line.slice(0, 240)}`);

export function failures(file) {
  if (!fs.existsSync(file)) return [`✖ ${file}: no report (the run did not finish)`];
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const name = path.relative(process.cwd(), suite.name ?? "");
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === "failed");
    if (suite.status === "failed" && failedTests.length === 0) {
      lines.push(`✖ ${name} (the file did not run)`, ...firstLines(suite.message));
    }
    for (const test of failedTests) {
      lines.push(`✖ ${name} > ${test.fullName ?? test.title}`, ...firstLines(test.failureMessages?.join("\n")));
    }
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === "--failures") {
    for (const file of process.argv.slice(3)) for (const line of failures(file)) console.log(line);
  } else {
    const { passed, failed } = summarise(process.argv[2]);
    console.log(`${passed} passed, ${failed} failed`);
  }
}
