// Payme's checkout link (GET form): the checkout host + "/" + base64 of "m=<merchant id>;
// ac.order_id=<order>;a=<amount in tiyin>;l=<ru|uz|en>;c=<where to come back>".
export interface PaymeCheckoutSettings {
  merchantId: string;
  checkoutUrl: string;
}

export function paymeCheckoutUrl(
  cfg: PaymeCheckoutSettings,
  p: { orderId: number; amountTiyin: number; language: "ru" | "uz" | "en"; returnUrl: string },
): string {
  const params = `m=${cfg.merchantId};ac.order_id=${p.orderId};a=${p.amountTiyin};l=${p.language};c=${p.returnUrl}`;
  return `${cfg.checkoutUrl.replace(/\/+$/, "")}/${Buffer.from(params, "utf8").toString("base64")}`;
}
