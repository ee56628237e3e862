#!/usr/bin/env bash
# Settles the conflicts of a merge of the template's newer version (CUSTOMIZING.md, "Updating the
# template"): yours in content/ and public/, the template's everywhere else. Plain bash and git,
# so it runs before `npm install`, while package.json may still be in conflict.
#
#   git merge template/main        # stops with conflicts
#   bash scripts/settle-template-merge.sh
#   git commit --no-edit
set -euo pipefail

if ! git rev-parse -q --verify MERGE_HEAD >/dev/null; then
  echo "No merge is under way: run 'git merge template/main' first, then this." >&2
  exit 1
fi
cd "$(git rev-parse --show-toplevel)"

# Content still in src/content/ (the layout before content/ had its own folder): the merge has
# carried the owner's edits into the template's sample. Undo it and move the content first.
if git cat-file -e HEAD:src/content/profile.ts 2>/dev/null && ! git cat-file -e HEAD:content 2>/dev/null; then
  echo "Your content is still in src/content/, which this version keeps for its code." >&2
  echo "Run 'git merge --abort', move your content into content/ as CUSTOMIZING.md says" >&2
  echo "(\"If you made your site before content had its own folder\"), then merge again." >&2
  exit 1
fi

in_tree() { git cat-file -e "$1:$2" 2>/dev/null; }
take() {
  git checkout "$1" -- "$2"
  git add -- "$2"
}
drop() { git rm -q --cached --ignore-unmatch -- "$1" && rm -f -- "$1"; }

settled=0
while IFS= read -r -d '' file; do
  case "$file" in
    content/* | public/*)
      # Yours: as you committed it, or gone if you had deleted it.
      if in_tree HEAD "$file"; then take HEAD "$file"; else drop "$file"; fi
      ;;
    *)
      if in_tree MERGE_HEAD "$file"; then
        take MERGE_HEAD "$file"
      elif in_tree HEAD "$file" || [ ! -e "$file" ]; then
        # The template deleted it (or moved it away on both sides): so does the merge.
        drop "$file"
      else
        # On neither side: git moved a file of yours here, following a folder the template renamed.
        git add -- "$file"
        echo "kept $file, which git moved here from your side: if it is yours, move it into content/"
      fi
      ;;
  esac
  settled=$((settled + 1))
done < <(git -c core.quotePath=false diff --name-only --diff-filter=U -z)

echo "settled $settled conflicting file(s): yours in content/ and public/, the template's elsewhere"

# A first merge of unrelated histories (a repository made with "Use this template") cannot tell
# which files the template has deleted since: name them, for the owner to remove.
if ! git merge-base HEAD MERGE_HEAD >/dev/null 2>&1; then
  stale=$(git ls-files -z | while IFS= read -r -d '' file; do
    case "$file" in content/* | public/* | .github/*) continue ;; esac
    in_tree MERGE_HEAD "$file" || printf '  %s\n' "$file"
  done)
  if [ -n "$stale" ]; then
    echo "The template no longer has these files; delete each that is not yours (git rm <file>):"
    echo "$stale"
  fi
fi
echo "Now: git commit --no-edit, then npm install, npm run migrate-content, npm run check-content"
