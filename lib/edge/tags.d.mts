export declare const EDGE_KEY_HEADER: 'xkey';
export declare const PAGE_TAGS: Record<string, readonly string[]>;
export declare const ITEM_TAGS: Record<string, readonly string[]>;
export declare function edgeKeyHeaders(): {
  source: string;
  headers: { key: string; value: string }[];
}[];
export declare function edgeTagsOf(path: string): string[];
export declare function edgeKeys(revalidation: {
  tags: readonly string[];
  paths: readonly string[];
}): string[];
