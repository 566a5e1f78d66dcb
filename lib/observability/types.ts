/** What the application knows about the request it is serving (docs/operations.md, "Logs"). */
export interface RequestContext {
  /** The edge's `X-Request-Id`, or one the instance made. */
  id: string;
  /** The trace this request belongs to, once its first span has started (tracing on only). */
  traceId?: string;
}
