#!/usr/bin/env bash
# Settles the conflicts of a merge of the template's newer version (CUSTOMIZING.md, "Updating the
# template"): yours in content/ and public/, the template's everywhere else. Plain bash and git,
# so it runs before `npm install`, while package.json may still be in conflict. Run the copy the
# merge brings (yours may be among the files in conflict):
#
#   git merge template/main        # stops with conflicts (-c merge.directoryRenames=false for
#                                  # a site from before content/ had its own folder)
#   bash <(git show MERGE_HEAD:scripts/settle-template-merge.sh)
#   git commit --no-edit
set -euo pipefail
# File names are names, not patterns: "me[1].jpg" must not also mean "me1.jpg".
export GIT_LITERAL_PATHSPECS=1
# A listing git makes (diff refreshes the index as it reads it) takes no lock that the changes
# made meanwhile need.
export GIT_OPTIONAL_LOCKS=0

if ! git rev-parse -q --verify MERGE_HEAD >/dev/null; then
  echo "No merge is under way: run 'git merge template/main' first, then this." >&2
  exit 1
fi
cd "$(git rev-parse --show-toplevel)"

in_tree() { git cat-file -e "$1:$2" 2>/dev/null; }

# The template never holds an owner's content/: a branch that does is the owner's own, whose
# conflicts are theirs to settle by hand.
if in_tree MERGE_HEAD content; then
  echo "The branch being merged has a content/ folder: it is not the template's. Settle its" >&2
  echo "conflicts by hand (this command takes the template's side of everything but content/)." >&2
  exit 1
fi

# Content still in src/content/ (the layout before content/ had its own folder): the merge has
# carried the owner's edits into the template's sample. Undo it and move the content first.
if in_tree HEAD src/content/profile.ts && ! in_tree HEAD content; then
  echo "Your content is still in src/content/, which this version keeps for its code." >&2
  echo "Run 'git merge --abort', move your content into content/ as CUSTOMIZING.md says" >&2
  echo "(\"If you made your site before content had its own folder\"), then merge again." >&2
  exit 1
fi

# No history in common (a repository made with "Use this template"): every file that differs
# is in conflict, whoever changed it.
related=true
git merge-base HEAD MERGE_HEAD >/dev/null 2>&1 || related=false

take() {
  git checkout "$1" -- "$2"
  git add -- "$2"
}
drop() { git rm -q --cached --ignore-unmatch -- "$1" && rm -f -- "$1"; }

# Listed in full before anything changes.
conflicted=()
while IFS= read -r -d '' file; do conflicted+=("$file"); done \
  < <(git -c core.quotePath=false diff --name-only --diff-filter=U -z)

settled=0
for file in ${conflicted[@]+"${conflicted[@]}"}; do
  case "$file" in
    public/*)
      if in_tree MERGE_HEAD "$file" && [ "$related" = false ]; then
        # A file of the template's own in public/ (the hosts' _headers): with no history to
        # tell whether you changed it, the template's, which newer pages may need.
        take MERGE_HEAD "$file"
        echo "took the template's $file (yours: git show HEAD:$file)"
      elif in_tree HEAD "$file"; then
        take HEAD "$file"
        if in_tree MERGE_HEAD "$file"; then
          echo "kept your $file; the template changed it too: git diff HEAD MERGE_HEAD -- '$file'"
        fi
      else
        drop "$file"
      fi
      ;;
    content/*)
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
        # On neither side: git moved a file of yours here, following a folder the template moved.
        git add -- "$file"
        echo "kept $file, which git moved here from your side: move it back where you had it"
      fi
      ;;
  esac
  settled=$((settled + 1))
done

echo "settled $settled conflicting file(s): yours in content/ and public/, the template's elsewhere"

# What merged without a conflict may still have moved your files: git follows a file the template
# moved (its photo, from public/images/ into sample/) and takes your changes along. The sample is
# the template's, whole; a file of yours in public/ that the merge took away comes back.
if in_tree MERGE_HEAD sample; then git checkout MERGE_HEAD -- sample; fi
if [ "$related" = true ]; then
  base=$(git merge-base HEAD MERGE_HEAD)
  changed=()
  while IFS= read -r -d '' file; do changed+=("$file"); done \
    < <(git -c core.quotePath=false diff --name-only -z --diff-filter=AM "$base" HEAD -- public)
  for file in ${changed[@]+"${changed[@]}"}; do
    if ! git ls-files --error-unmatch -- "$file" >/dev/null 2>&1; then
      take HEAD "$file"
      echo "kept your $file, which the template had moved away"
    fi
  done
fi

# Unrelated histories cannot tell which files the template has deleted since: name them, for
# the owner to remove.
if [ "$related" = false ]; then
  stale=$(git ls-files -z | while IFS= read -r -d '' file; do
    case "$file" in content/* | .github/*) continue ;; esac
    in_tree MERGE_HEAD "$file" || printf '  %s\n' "$file"
  done)
  if [ -n "$stale" ]; then
    echo "The template no longer has these files; delete each that is not yours (git rm <file>):"
    echo "$stale"
  fi
fi
echo "Now: git commit --no-edit, then npm install, npm run migrate-content, npm run check-content"
