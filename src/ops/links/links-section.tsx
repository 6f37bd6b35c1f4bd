// Deep links for bot operators: every menu folder and tag with its Telegram mini-app link and its
// site link, each with a copy button and a QR code. A chain without a bot name or TELEGRAM_APP_NAME
// has no Telegram links, and the section says so.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Cell, List, Placeholder, SegmentedControl, Section } from "@telegram-apps/telegram-ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { DeepLink } from "../../contract/operator-links";
import { opsApi } from "../api";
import { SectionState } from "../shared/section-state";
import { copyText } from "./copy-text";
import { QrCode } from "./qr-code";
import "../shared/admin.css";
import "./links.css";

/** A site link as one can share it: a bare path (PUBLIC_URL unset on the server) gets this origin. */
export const absolute = (url: string) => (url.startsWith("/") ? `${window.location.origin}${url}` : url);

export function LinksSection() {
  const { t, i18n } = useLingui();
  const links = useQuery({ queryKey: ["links", i18n.locale], queryFn: () => opsApi.GET("/api/operator/links") });
  if (!links.data) return <SectionState query={links} />;
  const noTelegram = links.data.length > 0 && links.data.every((l) => l.telegram === null);
  const groups = [
    { kind: "folder" as const, header: t`Menu folders` },
    { kind: "tag" as const, header: t`Tags` },
  ];
  return (
    <List className="ops-admin ops-wide" data-testid="links-section">
      {noTelegram ? (
        <Section>
          <Cell multiline data-testid="no-telegram">
            <Trans>
              Telegram links are off: the bot's name (TELEGRAM_BOT_NAME) or the mini-app's short name (TELEGRAM_APP_NAME) is not set on the
              server. The site links below work.
            </Trans>
          </Cell>
        </Section>
      ) : null}
      {links.data.length === 0 ? <Placeholder description={t`No folders or tags to link to yet.`} /> : null}
      {groups.map(({ kind, header }) => {
        const rows = links.data?.filter((l) => l.kind === kind) ?? [];
        if (rows.length === 0) return null;
        return (
          <Section key={kind} header={header}>
            <div className="ops-links">
              {rows.map((link) => (
                <LinkCard key={`${link.kind}-${link.id}`} link={link} />
              ))}
            </div>
          </Section>
        );
      })}
    </List>
  );
}

function LinkCard({ link }: { link: DeepLink }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<"telegram" | "web">(link.telegram ? "telegram" : "web");
  const web = absolute(link.web);
  const url = shown === "telegram" && link.telegram ? link.telegram : web;
  const name = link.name;
  async function copy(text: string) {
    if (await copyText(text)) toast.success(t`Link copied`);
    else toast.error(t`Could not copy: select the link and copy it by hand.`);
  }
  return (
    <article className="ops-link" data-testid={`link-${link.kind}-${link.id}`}>
      <h3 className="ops-link__name">{name}</h3>
      <SegmentedControl>
        <SegmentedControl.Item
          selected={shown === "telegram"}
          onClick={() => link.telegram && setShown("telegram")}
          disabled={!link.telegram}
        >
          Telegram
        </SegmentedControl.Item>
        <SegmentedControl.Item selected={shown === "web"} onClick={() => setShown("web")}>
          <Trans>Site</Trans>
        </SegmentedControl.Item>
      </SegmentedControl>
      <QrCode text={url} label={t`QR code of ${url}`} />
      <dl className="ops-link__urls">
        <dt>Telegram</dt>
        <dd>
          {link.telegram ? (
            <>
              <code>{link.telegram}</code>
              <Button size="s" mode="bezeled" onClick={() => void copy(link.telegram ?? "")} data-testid="copy-telegram">
                <Trans>Copy</Trans>
              </Button>
            </>
          ) : (
            <span className="ops-status ops-status--bad">
              <Trans>not set up</Trans>
            </span>
          )}
        </dd>
        <dt>
          <Trans>Site</Trans>
        </dt>
        <dd>
          <code>{web}</code>
          <Button size="s" mode="bezeled" onClick={() => void copy(web)} data-testid="copy-web">
            <Trans>Copy</Trans>
          </Button>
        </dd>
      </dl>
    </article>
  );
}
