import { describe, expect, it } from "vitest";
import { waitForPhone } from "./phone";

function fakeTime() {
  let t = 0;
  return {
    now: () => t,
    sleep: async (ms: number) => {
      t += ms;
    },
  };
}

describe("waiting for the phone Telegram shared", () => {
  it("returns it as soon as the profile shows it", async () => {
    const answers = [null, null, "+998901234567"];
    let calls = 0;
    const phone = await waitForPhone(async () => answers[calls++] ?? null, { ...fakeTime(), intervalMs: 1000 });
    expect(phone).toBe("+998901234567");
    expect(calls).toBe(3);
  });

  it("gives up after the time allowed, reading through failures", async () => {
    let calls = 0;
    const phone = await waitForPhone(
      async () => {
        calls++;
        throw new Error("offline");
      },
      { ...fakeTime(), timeoutMs: 5000, intervalMs: 1000 },
    );
    expect(phone).toBeNull();
    expect(calls).toBe(6);
  });

  it("stops at once without a session", async () => {
    let calls = 0;
    const read = async () => {
      calls++;
      return "none" as const;
    };
    expect(await waitForPhone(read, fakeTime())).toBeNull();
    expect(calls).toBe(1);
  });
});
