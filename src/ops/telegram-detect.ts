// Is the console open inside Telegram? Telegram puts `tgWebAppPlatform` among the launch
// parameters in the address (hash or query); the tab remembers it, because moving between the
// console's pages drops the hash. No SDK here: the web never downloads it.
const LAUNCH_PARAM = /(?:^|[?#&])tgWebAppPlatform=/;
const KEY = "ops-telegram-launch";

export function isTelegramConsole(where: Pick<Location, "search" | "hash"> = window.location): boolean {
  const inAddress = LAUNCH_PARAM.test(where.search) || LAUNCH_PARAM.test(where.hash);
  try {
    if (inAddress) sessionStorage.setItem(KEY, "1");
    return inAddress || sessionStorage.getItem(KEY) === "1";
  } catch {
    return inAddress;
  }
}
