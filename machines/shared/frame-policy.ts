/**
 * What a vendor's frame may do (runtime/vendors.ts, the one vendor table): its `sandbox` tokens, only those the
 * vendor's player needs, and its permissions (`allow`). A chart that draws a vendor's frame takes it as input, so its
 * connect spreads it without knowing the vendor.
 */
export interface FramePolicy {
  sandbox: string;
  allow: string;
}
