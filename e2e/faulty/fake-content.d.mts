// Types of fake-content.mjs, for the contract test (lib/embedded-provider/contract.test.ts).

/** Ids no build prerenders, so the fake provider's pages render on demand. */
export declare const ID: number;

/** The fake provider's state as its answers read it. */
export interface FakeState {
  mode: string;
  edition: number;
  page: number;
}

/** The status and JSON body the fake provider answers a read with. */
export declare function healthyAnswer(pathname: string, state: FakeState): [number, unknown];
