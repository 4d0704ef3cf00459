// The pricing page's own content, as route loader data (see pageRouteWithContent). A module of its own: the route
// file imports it, and anything it imported would land in every page's first load.
export const loadPricingContent = async () => (await import('../content/pricing')).pricing;
