import { products } from '../content/products';
import type {
  ProductCoreFeaturesContent,
  ProductCoreOverviewContent,
  ProductHydrogenFeaturesContent,
  ProductHydrogenOverviewContent,
  ProductPredictFeaturesContent,
  ProductPredictOverviewContent,
} from '../content/types';

/**
 * One product's overview or features content. Each page has its own file (content/product-<id>-overview.yaml,
 * content/product-<id>-features.yaml), so a page's script carries only its own words; all files of a kind share one shape.
 */
export type ProductOverviewContent = ProductCoreOverviewContent | ProductPredictOverviewContent | ProductHydrogenOverviewContent;
export type ProductFeaturesContent = ProductCoreFeaturesContent | ProductPredictFeaturesContent | ProductHydrogenFeaturesContent;

export type Product = (typeof products.products)[number];

/** The products.yaml entry an overview file belongs to. */
export function productOf(content: ProductOverviewContent): Product {
  const product = products.products.find((candidate) => candidate.id === content.product);
  if (!product) throw new Error(`product "${content.product}" in a product overview file is not in content/products.yaml`);
  return product;
}

/** The products.yaml entry a features file belongs to: the one whose overview it links back to. */
export function productOfFeatures(content: ProductFeaturesContent): Product {
  const product = products.products.find((candidate) => candidate.overview === content.overviewLink.href);
  if (!product) throw new Error(`no product in content/products.yaml has the overview ${content.overviewLink.href}`);
  return product;
}
