// Where sign-in codes go. The embedded default writes one log line with the phone number and the
// code, so a demo or a test can read it; a chain plugs in its SMS gateway here.
import { log } from "../log";

export interface CodeSender {
  send(phone: string, code: string): Promise<void>;
}

export const logCodeSender: CodeSender = {
  async send(phone, code) {
    log("info", "sign-in code", { phone, code });
  },
};
