// The code senders CODE_SENDER names, in its order, built from the configuration: the one place
// that knows every sender (app.ts takes the result; tests inject their own).
import type { Config } from "../config";
import { type ChannelSender, type CodeSender, codeSenderChain, logChannelSender, type SenderName } from "./code-sender";
import { eskizReportKey, eskizSender } from "./eskiz-sender";
import { telegramGatewaySender } from "./telegram-gateway-sender";

export const CODE_REPORT_PATH = "/api/auth/code-report";
export const ESKIZ_REPORT_PATH = "/api/auth/code-report/eskiz";

type SenderConfig = Pick<Config, "codeSenders" | "telegramGateway" | "eskiz" | "publicUrl">;

export function createCodeSender(config: SenderConfig, timeoutMs?: number): CodeSender {
  const build: Record<SenderName, () => ChannelSender> = {
    log: () => logChannelSender,
    telegram: () =>
      telegramGatewaySender({
        ...config.telegramGateway,
        callbackUrl: config.publicUrl ? `${config.publicUrl}${CODE_REPORT_PATH}` : null,
        timeoutMs,
      }),
    eskiz: () =>
      eskizSender({
        ...config.eskiz,
        callbackUrl: config.publicUrl ? `${config.publicUrl}${ESKIZ_REPORT_PATH}?key=${eskizReportKey(config.eskiz.password)}` : null,
        timeoutMs,
      }),
  };
  const senders = config.codeSenders.map((name) => build[name]());
  return codeSenderChain(senders);
}
