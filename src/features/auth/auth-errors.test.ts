import { describe, expect, it } from "vitest";
import { HttpError } from "../../lib/http/http-error";
import { authProblem } from "./auth-errors";

const err = (status: number, code: string, error: string, fields?: Record<string, string>) =>
  new HttpError(status, error, code, { error, code, ...(fields ? { fields } : {}) });

describe("sign-in problems from the server's answers", () => {
  it("reads the attempts left from a wrong code", () => {
    expect(authProblem(err(400, "wrong_code", "The code is wrong: 3 attempts left", { code: "wrong" }))).toEqual({
      kind: "wrongCode",
      left: 3,
    });
    expect(authProblem(err(400, "wrong_code", "The code is wrong: 1 attempt left"))).toEqual({ kind: "wrongCode", left: 1 });
  });

  it("reads how long to wait before a new code", () => {
    expect(authProblem(err(429, "too_soon", "Please wait 42 s before asking for a new code"))).toEqual({ kind: "wait", seconds: 42 });
  });

  it("knows expiry, too many attempts, too many codes and no code", () => {
    expect(authProblem(err(400, "code_expired", "The code has expired: ask for a new one")).kind).toBe("expired");
    expect(authProblem(err(429, "too_many_attempts", "Too many wrong codes")).kind).toBe("tooManyAttempts");
    expect(authProblem(err(429, "too_many_codes", "Too many codes")).kind).toBe("tooManyCodes");
    expect(authProblem(err(400, "no_code", "Ask for a code first")).kind).toBe("noCode");
    expect(authProblem(err(503, "code_not_sent", "The code could not be sent right now")).kind).toBe("notSent");
  });

  it("tells a bad phone from a bad code by the field", () => {
    expect(authProblem(err(400, "invalid_parameters", "Invalid parameter: phone", { phone: "must be an Uzbek number" })).kind).toBe(
      "badPhone",
    );
    expect(authProblem(err(400, "invalid_parameters", "Invalid parameter: code", { code: "must be 6 digits" })).kind).toBe("badCode");
  });

  it("keeps the server's text for anything else, and nothing for a network failure", () => {
    expect(authProblem(err(500, "internal", "Internal server error"))).toEqual({ kind: "other", text: "Internal server error" });
    expect(authProblem(new TypeError("Failed to fetch"))).toEqual({ kind: "other", text: null });
  });
});
