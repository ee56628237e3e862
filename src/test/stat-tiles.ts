/** The tiles of the rows of figures in `root`, as [label, value] pairs in page order. */
export function shownTiles(root: ParentNode = document): Array<[string, string]> {
  return [...root.querySelectorAll('.stat-list dd')].map((dd) => [
    dd.previousElementSibling?.textContent ?? '',
    dd.textContent ?? '',
  ]);
}
