// Where a node of a PostCSS tree sits, for the build's passes over the pages' stylesheets.
import type postcss from 'postcss';

/** Whether some at-rule around `node`, at any depth, passes `test`. */
export function insideAtRule(node: postcss.Node, test: (rule: postcss.AtRule) => boolean): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && test(parent as postcss.AtRule)) return true;
  }
  return false;
}

export const isKeyframes = (rule: postcss.AtRule): boolean => rule.name.endsWith('keyframes');

/** Whether `node` is a step of a `@keyframes` (`from`, `50%`): its selector names no element. */
export const inKeyframes = (node: postcss.Node): boolean =>
  node.parent?.type === 'atrule' && isKeyframes(node.parent as postcss.AtRule);
