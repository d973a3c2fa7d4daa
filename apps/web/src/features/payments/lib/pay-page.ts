/** The gateway order the member left for the pay page; the deposit page looks for it on the way back. */
const GATEWAY_ORDER_KEY = 'payments.gatewayOrder';

export function rememberGatewayOrder(orderNo: string): void {
  try {
    sessionStorage.setItem(GATEWAY_ORDER_KEY, orderNo);
  } catch {
    // storage unavailable: the page still refreshes the money when it opens
  }
}

export function readGatewayOrder(): string | null {
  try {
    return sessionStorage.getItem(GATEWAY_ORDER_KEY);
  } catch {
    return null;
  }
}

export function forgetGatewayOrder(): void {
  try {
    sessionStorage.removeItem(GATEWAY_ORDER_KEY);
  } catch {
    // nothing was kept
  }
}

/** The pay page replaces the portal; once paid it sends the member back to /?page=depositv2. */
export function openPayPage(url: string): void {
  window.location.assign(url);
}
