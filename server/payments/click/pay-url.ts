// Click's pay link: my.click.uz/services/pay with the service, the merchant, the amount in so'm
// (two decimals), our order id as transaction_param (it comes back as merchant_trans_id) and the
// page to return to.
export interface ClickPaySettings {
  serviceId: string;
  merchantId: string;
  payUrl: string;
}

export function clickPayUrl(cfg: ClickPaySettings, p: { orderId: number; amount: number; returnUrl: string }): string {
  const query = new URLSearchParams({
    service_id: cfg.serviceId,
    merchant_id: cfg.merchantId,
    amount: p.amount.toFixed(2),
    transaction_param: String(p.orderId),
    return_url: p.returnUrl,
  });
  return `${cfg.payUrl}?${query.toString()}`;
}
