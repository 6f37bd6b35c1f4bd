// The chain's social pages as round buttons with their logos; only http(s) addresses are shown.
import { useLingui } from "@lingui/react/macro";
import { classifyUrl } from "../../components/safe-url";
import type { ChainLink } from "./api/get-chain";

const NAMES: Record<string, string> = {
  telegram: "Telegram",
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  tiktok: "TikTok",
};

function Icon({ kind }: { kind: string }) {
  const common = { width: 20, height: 20, viewBox: "0 0 24 24", "aria-hidden": true } as const;
  switch (kind) {
    case "telegram":
      return (
        <svg {...common} fill="currentColor">
          <path d="M21.6 3.2 2.9 10.4c-1.3.5-1.3 1.2-.2 1.6l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.3-1.5ZM9 13.2l9.4-5.9c.4-.3.8-.1.5.2l-8 7.2-.3 3.4L9 13.2Z" />
        </svg>
      );
    case "instagram":
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    case "facebook":
      return (
        <svg {...common} fill="currentColor">
          <path d="M14 8.5V6.8c0-.8.5-1 .9-1H17V2.1L14 2c-3.3 0-4 2.5-4 4.1v2.4H8V12h2v10h4V12h2.8l.4-3.5H14Z" />
        </svg>
      );
    default:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1" />
          <path d="M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
        </svg>
      );
  }
}

export function SocialLinks({ links }: { links: readonly ChainLink[] }) {
  const { t } = useLingui();
  const shown = links.filter((link) => classifyUrl(link.url, window.location.origin).kind === "external");
  if (shown.length === 0) return null;
  return (
    <ul className="social-links" aria-label={t`We are on social media`}>
      {shown.map((link) => {
        const name = NAMES[link.kind] ?? new URL(link.url).hostname;
        return (
          <li key={link.url}>
            <a className={`social-link social-link--${link.kind}`} href={link.url} target="_blank" rel="noopener noreferrer">
              <Icon kind={link.kind} />
              <span>{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
