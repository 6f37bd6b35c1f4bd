// The chain's own contacts: the call centre, e-mail, a few words about us and social pages.
import { Trans } from "@lingui/react/macro";
import type { ChainInfo } from "./api/get-chain";
import { displayPhone, telHref } from "./contact-links";
import { SocialLinks } from "./social-links";

export function ChainCard({ chain }: { chain: ChainInfo }) {
  return (
    <section className="chain-card" aria-labelledby="chain-card-title">
      <h2 id="chain-card-title" className="visually-hidden">
        {chain.name}
      </h2>
      <div className="chain-card__lines">
        <div className="chain-line">
          <span className="chain-line__label">
            <Trans>Call centre, every day</Trans>
          </span>
          <a className="chain-line__value chain-line__value--phone" href={telHref(chain.phone)}>
            {displayPhone(chain.phone)}
          </a>
        </div>
        <div className="chain-line">
          <span className="chain-line__label">
            <Trans>E-mail</Trans>
          </span>
          <a className="chain-line__value" href={`mailto:${chain.email}`}>
            {chain.email}
          </a>
        </div>
      </div>
      <p className="chain-card__about">{chain.about}</p>
      <SocialLinks links={chain.links} />
    </section>
  );
}

export function ChainCardSkeleton() {
  return <div className="chain-card chain-card--skeleton skeleton" aria-hidden="true" />;
}
