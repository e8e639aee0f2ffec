#!/usr/bin/env bash
# Cost of an incremental re-sync against a full ingest (issue: "re-syncing a 6k-passage corpus with
# 1 % changed takes a small fraction of a full ingest"). Uses a scratch collection, `measure-sync`,
# in the Neo4j of your environment (start it with `hopgraph up`), and removes it at the end.
#   bash scripts/measure-sync.sh [corpus.jsonl]   (default: the 2Wiki corpus in ../shared/datasets)
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${1:-../shared/datasets/2wiki/corpus.jsonl}"
collection=measure-sync
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
hopgraph() { node bin/hopgraph.js "$@"; }

# The next version of the corpus: 1 % of the records changed (a sentence appended), 0.5 % removed,
# as many new records added.
node - "$corpus" "$work/next.jsonl" <<'JS'
const [, , input, output] = process.argv;
const fs = await import('node:fs');
const lines = fs.readFileSync(input, 'utf8').split('\n').filter((line) => line.trim());
const out = [];
lines.forEach((line, index) => {
  const record = JSON.parse(line);
  if (index % 200 === 7) return; // 0.5 % removed
  if (index % 100 === 3) record.text += ' It was revised in 2026 by the editors of the collection.'; // 1 % changed
  out.push(JSON.stringify(record));
});
for (let index = 0; index < Math.round(lines.length / 200); index += 1) {
  out.push(JSON.stringify({ id: `measure-sync-new-${index}`, title: `Added page ${index}`, text: `Added page ${index} was written by Jane Doe in 2026. It describes the sync test.` }));
}
fs.writeFileSync(output, `${out.join('\n')}\n`);
JS

summary() { node -e 'const s = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(`${s.seconds.toFixed(1)} s  passages ${s.passages}, unchanged (skipped) ${s.unchanged}, deleted ${s.deleted}`)'; }

hopgraph reset --collection "$collection" --yes >/dev/null
echo "full ingest of $(basename "$(dirname "$corpus")")/$(basename "$corpus"):"
hopgraph ingest "$corpus" --collection "$collection" --no-progress --json | summary
echo "re-sync with 1 % changed, 0.5 % removed, 0.5 % added (ingest --sync):"
hopgraph ingest "$work/next.jsonl" --collection "$collection" --sync --no-progress --json | summary
fresh="$(hopgraph stats --collection "$collection" --fingerprint --json | node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).fingerprint)')"
hopgraph reset --collection "$collection" --yes >/dev/null
echo "fresh ingest of the new file (for comparison):"
hopgraph ingest "$work/next.jsonl" --collection "$collection" --no-progress --json | summary
expected="$(hopgraph stats --collection "$collection" --fingerprint --json | node -e 'console.log(JSON.parse(require("fs").readFileSync(0, "utf8")).fingerprint)')"
[ "$fresh" = "$expected" ] && echo "fingerprints equal: the synced index is exactly a fresh ingest of the new file" || { echo "fingerprints DIFFER: $fresh vs $expected"; exit 1; }
hopgraph reset --collection "$collection" --yes >/dev/null
