// The fake Payme's checkout page: reads Payme's checkout parameters (base64 of "m=…;ac.order_id=…;
// a=…;l=…;c=…") and shows the order, the amount and two buttons. The page itself is plain HTML with
// no script: each button posts a form back to the fake, which calls the merchant like Payme would.

export interface CheckoutParams {
  merchantId: string;
  /** ac.* fields: { order_id }. */
  account: Record<string, string>;
  /** Tiyin. */
  amount: number;
  language: string;
  /** Where the payer comes back to; "" when not given. */
  returnUrl: string;
}

/** Decodes the part after the checkout URL; null when it is not Payme's format. */
export function decodeCheckout(encoded: string): CheckoutParams | null {
  let text: string;
  try {
    text = Buffer.from(decodeURIComponent(encoded), "base64").toString("utf8");
  } catch {
    return null;
  }
  const fields = new Map<string, string>();
  // "c" (the return URL) comes last and may itself hold ";": everything after "c=" is it.
  const cAt = text.search(/(^|;)c=/);
  const head = cAt >= 0 ? text.slice(0, cAt) : text;
  if (cAt >= 0) fields.set("c", text.slice(text.indexOf("c=", cAt) + 2));
  for (const part of head.split(";").filter(Boolean)) {
    const eq = part.indexOf("=");
    if (eq > 0) fields.set(part.slice(0, eq), part.slice(eq + 1));
  }
  const amount = Number(fields.get("a"));
  const merchantId = fields.get("m");
  if (!merchantId || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const account = Object.fromEntries([...fields].filter(([k]) => k.startsWith("ac.")).map(([k, v]) => [k.slice(3), v]));
  return { merchantId, account, amount, language: fields.get("l") ?? "ru", returnUrl: fields.get("c") ?? "" };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`;

/** The checkout: the order, the sum in so'm, "Pay" and "Cancel". */
export function checkoutPage(p: CheckoutParams, action: string): string {
  const sum = (p.amount / 100).toFixed(2);
  return page(
    "Payme (fake) checkout",
    `<h1>Payme (fake)</h1>
<p>Merchant: <span data-testid="merchant">${escapeHtml(p.merchantId)}</span></p>
<p>Order: <span data-testid="order">${escapeHtml(p.account.order_id ?? "")}</span></p>
<p>Amount: <span data-testid="amount">${sum}</span> UZS</p>
<form method="post" action="${escapeHtml(action)}">
  <button type="submit" name="action" value="pay">Pay</button>
  <button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
  );
}

/** What the merchant answered when the payment did not go through (no return URL to go to, or an error). */
export function failedPage(message: string, returnUrl: string): string {
  return page(
    "Payme (fake): payment failed",
    `<h1>Payment failed</h1><p data-testid="error">${escapeHtml(message)}</p>${returnUrl ? `<a href="${escapeHtml(returnUrl)}">Back to the shop</a>` : ""}`,
  );
}
