export declare const EDGE_KEY_HEADER: 'xkey';
export declare const PAGE_TAGS: Record<string, readonly string[]>;
export declare const ITEM_TAGS: Record<string, readonly string[]>;
export declare const SITEMAP_TAGS: readonly string[];
export declare const FEED_TAGS: Record<string, readonly string[]>;
export declare const CARD_TAGS: Record<string, readonly string[]>;
export declare function edgeKeyHeaders(): {
  source: string;
  headers: { key: string; value: string }[];
}[];
export declare function edgeKeys(revalidation: {
  tags: readonly string[];
  paths: readonly string[];
}): string[];
