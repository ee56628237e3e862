/**
 * A label that changes while the page is open ("View All" to "Show Less"), beside an icon: its
 * own element, made anew for each text. A page translator (Chrome's, Safari's) swaps each text
 * node for its own; React would go on writing to the node it made, which is no longer in the page,
 * so the button would keep its old words. A new element is seen, and translated, afresh.
 */
export function ChangingText({ children }: { children: string }) {
  return <span key={children}>{children}</span>;
}
