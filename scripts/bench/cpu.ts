// CPU time used by processes (Linux /proc): a figure a loaded machine changes little, unlike
// orders/s, which swings with whatever else runs. orders-only.ts divides it by the requests served.
import fs from "node:fs";
import path from "node:path";

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux build in use). */
const TICKS_PER_SECOND = 100;

function statOf(pid: number): string[] | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: the fields start after its ")".
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** Milliseconds of CPU (user + system) each process used so far (a process gone is left out). */
export function cpuByPid(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    const fields = statOf(pid);
    // After the name: state (0), ppid (1), … utime (11), stime (12).
    if (fields) used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
  }
  return used;
}

/** CPU milliseconds these processes used since `before` (one started meanwhile counts from 0). */
export function cpuSince(before: Map<number, number>, pids: number[]): number {
  let ms = 0;
  for (const [pid, now] of cpuByPid(pids)) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** A PostgreSQL cluster's processes: its postmaster (postmaster.pid's first line) and its children. */
export function postgresPids(dataDir: string): number[] {
  const postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => statOf(pid)?.[1] === String(postmaster));
  return [postmaster, ...children];
}
