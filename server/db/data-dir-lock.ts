// One process owns a PGlite data directory. PGlite's own postmaster.pid carries no real process
// id, so a second server, or a backup, on the same DATA_DIR would write the same files at once and
// corrupt them. The owner keeps its process id in `<dir>.lock`; a lock whose process is gone (a
// crash, SIGKILL) is taken over.
import fs from "node:fs";

export class DataDirInUse extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Takes the directory's lock for this process; returns its release. Throws DataDirInUse. */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => {
        if (fs.existsSync(file) && fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(fs.readFileSync(file, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid))
        throw new DataDirInUse(
          `${dir} is in use by process ${pid} (a running server or backup): stop it first, or remove ${file} if no such process is this store's`,
        );
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUse(`${dir}: its lock ${file} could not be taken`);
}
