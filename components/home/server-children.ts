import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type Marked = ReactElement<{ className?: string }>;

/** The elements an island received from the server as its children (HeroSlider, Showcase). */
export function serverChildren(children: ReactNode): Marked[] {
  return Children.toArray(children).filter(isValidElement) as Marked[];
}

/**
 * The children with `activeClass` added to the one at `active`, and `props(isActive)` on each: the
 * markup stays the server's, the island only says which one shows.
 */
export function markActive(
  items: Marked[],
  active: number,
  activeClass: string | undefined,
  props: (isActive: boolean) => Record<string, unknown> = () => ({}),
): ReactElement[] {
  return items.map((item, i) =>
    cloneElement(item, {
      className: `${item.props.className ?? ''} ${i === active ? (activeClass ?? '') : ''}`,
      ...props(i === active),
    }),
  );
}
