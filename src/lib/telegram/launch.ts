// Is this page a Telegram mini-app launch (the storefront's or the staff console's)? Decided from
// the address and this tab's memory only, without the SDK, so web visitors never download it. Every Telegram client puts
// `tgWebAppPlatform` among its launch parameters (in the hash; the SDK cannot start without it),
// so that is the sign; a hash with other `tgWebApp…` parts alone, as in a copied link, is not.
// Moving between pages drops the hash, so a detected launch is remembered for the tab
// (sessionStorage) and a reload on another page still runs as the mini-app.
const LAUNCH_PARAM = /(?:^|[?#&])tgWebAppPlatform=/;

export const LAUNCH_KEY = "telegram-launch";

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when the query or the hash carries Telegram's launch parameters. */
export function hasLaunchParams(search: string, hash: string): boolean {
  return LAUNCH_PARAM.test(search) || LAUNCH_PARAM.test(hash);
}

/** True inside the mini-app: launch parameters in the address, or a launch remembered by this tab. */
export function isTelegramLaunch(
  where: Pick<Location, "search" | "hash"> = window.location,
  storage: Pick<Storage, "getItem" | "setItem"> | null = session(),
): boolean {
  try {
    if (hasLaunchParams(where.search, where.hash)) {
      storage?.setItem(LAUNCH_KEY, "1");
      return true;
    }
    return storage?.getItem(LAUNCH_KEY) === "1";
  } catch {
    // Storage refused (private mode): the address alone decides.
    return hasLaunchParams(where.search, where.hash);
  }
}

/** After a failed start: this tab runs as a website from now on. */
export function forgetTelegramLaunch(storage: Pick<Storage, "removeItem"> | null = session()): void {
  try {
    storage?.removeItem(LAUNCH_KEY);
  } catch {
    // Nothing to forget.
  }
}
