#!/usr/bin/env bash
# sameout.sh: checks that two mdlint binaries write the same bytes for the
# same inputs, the rule every speed change is held to (docs/design.md:
# output is a function of the input, the system and the flags only).
#
#   scripts/sameout.sh OLD_BINARY NEW_BINARY FILE|DIR...
#
# It runs each job below with both binaries, under GOMAXPROCS=1 and
# GOMAXPROCS=2 for the new one (parallel boards must not change the
# order), and compares standard output, standard error, the exit status
# and, for annotate -o, every written file. It prints one line per job
# ("same" or "DIFFERS" with the first differing line) and exits 1 when any
# job differs, 2 on bad usage.
set -uo pipefail

if [ $# -lt 3 ]; then
	sed -n '2,14p' "$0"
	exit 2
fi
old=$1 new=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

jobs=(
	"lint --format json --fail-on never --side both"
	"lint --format json --fail-on never --side ns --ascii"
	"lint --format json --fail-on never --side ew"
	"lint --format text --fail-on never --side both --color never"
	"lint --format compact --fail-on never --side both"
	"lint --format json --fail-on never --side both --variant red --alert-rules wbf"
	"annotate --side both --dry-run --diff"
	"annotate --side ns --dry-run --diff"
	"dump --format json"
	"dump --format text"
	"stats --format json --side both"
	"stats --side both"
)

bad=0
# runjob DIR BIN PROCS ARGS...: output of one run into DIR
runjob() {
	local dir=$1 bin=$2 procs=$3
	shift 3
	mkdir -p "$dir"
	GOMAXPROCS=$procs "$bin" "$@" >"$dir/stdout" 2>"$dir/stderr"
	echo $? >"$dir/status"
}
compare() {
	local name=$1 a=$2 b=$3
	local d
	if d=$(diff -r "$a" "$b" 2>&1); then
		printf 'same     %s\n' "$name"
	else
		printf 'DIFFERS  %s\n%s\n' "$name" "$(head -6 <<<"$d")"
		bad=1
	fi
}

n=0
for j in "${jobs[@]}"; do
	n=$((n + 1))
	read -ra args <<<"$j"
	runjob "$tmp/$n/old" "$old" 2 "${args[@]}" "$@"
	for p in 1 2; do
		runjob "$tmp/$n/new$p" "$new" "$p" "${args[@]}" "$@"
		compare "$j (GOMAXPROCS=$p)" "$tmp/$n/old" "$tmp/$n/new$p"
	done
done

# annotate -o: the written tree
for who in old new; do
	bin=$old
	[ "$who" = new ] && bin=$new
	mkdir -p "$tmp/ann/$who"
	"$bin" annotate --side both -o "$tmp/ann/$who/out" "$@" >"$tmp/ann/$who/stdout" 2>"$tmp/ann/$who/stderr"
	echo $? >"$tmp/ann/$who/status"
	# the output directory's name appears in messages: make it the same
	sed -i "s#$tmp/ann/$who/out#OUT#g" "$tmp/ann/$who/stdout" "$tmp/ann/$who/stderr"
done
compare "annotate --side both -o DIR (files written)" "$tmp/ann/old" "$tmp/ann/new"
exit $bad
