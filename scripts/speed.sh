#!/usr/bin/env bash
# speed.sh: mdlint's throughput side by side with a byte scan of the same
# files (`cat FILES | wc -l`), the yardstick the speed goals are given in.
#
#   scripts/speed.sh [-n REPS] [-c CORES] [-m MDLINT] [-j REGEX] [-x COPIES] FILE|DIR...
#
# For each job (byte scan; dump --format json; lint --format json
# --fail-on never with --side both and --side ns; annotate -o into a
# temporary directory; annotate --dry-run --diff) it prints the best wall time of REPS runs (default
# 3), MB/s, boards/s, the ratio to the byte scan, the CPU seconds (user +
# sys; the least of the REPS runs), MB per CPU second and its ratio to the
# byte scan's (steadier than wall time on a shared machine) and the peak resident memory (GNU time's
# maximum resident set size, as /usr/bin/time -v prints it). CORES (default: every core, e.g.
# "1,2") sets GOMAXPROCS; one table is printed per value. MDLINT is the
# binary to time (default: built from this checkout into a temporary
# directory). REGEX (grep -E) keeps only the jobs whose names match, e.g.
# -j dump; the byte scan always runs, as the yardstick. COPIES (default 1)
# times the inputs are copied into a temporary directory and timed there
# (-x 20 over the shared corpus is the 20-copy set, 1,260 files, 75 MB, on
# which the system's load, about 0.2 CPU s per run, is a small part).
# Outputs go to /dev/null except annotate's.
set -euo pipefail

reps=3
cores=""
bin=""
only=""
copies=1
while getopts "n:c:m:j:x:" opt; do
	case $opt in
	n) reps=$OPTARG ;;
	c) cores=$OPTARG ;;
	m) bin=$OPTARG ;;
	j) only=$OPTARG ;;
	x) copies=$OPTARG ;;
	*) sed -n '2,23p' "$0"; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
if [ $# -eq 0 ]; then
	sed -n '2,23p' "$0"
	exit 2
fi
if [ ! -x /usr/bin/time ]; then
	echo "speed.sh: needs GNU time at /usr/bin/time (apt-get install time)" >&2
	exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -z "$bin" ]; then
	root=$(cd "$(dirname "$0")/.." && pwd)
	(cd "$root" && go build -o "$tmp/mdlint" ./cmd/mdlint)
	bin=$tmp/mdlint
fi

inputs=("$@")
if [ "$copies" -gt 1 ]; then
	# copy k of input j: $tmp/set/k/j/NAME (the inputs' own names kept)
	for k in $(seq "$copies"); do
		j=0
		for in in "$@"; do
			j=$((j + 1))
			mkdir -p "$tmp/set/$k/$j"
			cp -r "$in" "$tmp/set/$k/$j/"
		done
	done
	inputs=("$tmp/set")
	set -- "$tmp/set"
fi
mapfile -t files < <(find "$@" -type f \( -name '*.pbn' -o -name '*.lin' \) | sort)
if [ ${#files[@]} -eq 0 ]; then
	echo "speed.sh: no *.pbn or *.lin files under $*" >&2
	exit 2
fi
bytes=$(cat "${files[@]}" | wc -c)
boards=$("$bin" dump --format json "$@" 2>/dev/null | wc -l || true)
printf '%d files, %.1f MB, %d boards; %s; best of %d\n' "${#files[@]}" \
	"$(echo "$bytes / 1000000" | bc -l)" "$boards" "$(nproc) cores" "$reps"

# run CMD...: best wall time of reps runs; sets wall, rssK (peak resident
# KB) of that run and cpuS, the least CPU seconds (user+sys) of the runs
# (other processes on the machine only ever add to it). mdlint exits 1 on
# findings and 2 when some file of the set is bad (the shared corpus has
# such files): both are runs that did the whole job; above 2 is a failure.
run() {
	local best="" cpu="" rss="" code
	for _ in $(seq "$reps"); do
		rm -rf "$tmp/out"
		code=0
		/usr/bin/time -f '%e %U %S %M' -o "$tmp/t" "$@" >/dev/null 2>"$tmp/err" || code=$?
		if [ "$code" -gt 2 ]; then
			echo "speed.sh: $* exited $code:" >&2
			head -5 "$tmp/err" >&2
			exit 1
		fi
		read -r w u s m < <(tail -1 "$tmp/t")
		if [ -z "$best" ] || [ "$(echo "$w < $best" | bc)" = 1 ]; then
			best=$w rss=$m
		fi
		c=$(echo "$u + $s" | bc)
		if [ -z "$cpu" ] || [ "$(echo "$c < $cpu" | bc)" = 1 ]; then
			cpu=$c
		fi
	done
	wall=$best
	cpuS=$cpu
	rssK=$rss
}

table() {
	printf '%-32s %7s %8s %9s %6s %7s %9s %6s %7s\n' job wall_s MB/s boards/s ratio cpu_s MB/cpu_s ratio rss_MB
	local base="" cbase=""
	while IFS='%' read -r name cmd; do
		if [ -n "$base" ] && [ -n "$only" ] && ! grep -Eq -- "$only" <<<"$name"; then
			continue
		fi
		eval "run $cmd"
		# a wall time of 0.00 s is below /usr/bin/time's resolution
		[ "$(echo "$wall < 0.01" | bc)" = 1 ] && wall=0.01
		[ "$(echo "$cpuS < 0.01" | bc)" = 1 ] && cpuS=0.01
		mbs=$(echo "$bytes / $wall / 1000000" | bc -l)
		cmbs=$(echo "$bytes / $cpuS / 1000000" | bc -l)
		[ -z "$base" ] && base=$mbs cbase=$cmbs
		printf '%-32s %7.2f %8.1f %9.0f %6.3f %7.2f %9.1f %6.3f %7.1f\n' "$name" "$wall" "$mbs" \
			"$(echo "$boards / $wall" | bc -l)" "$(echo "$mbs / $base" | bc -l)" "$cpuS" \
			"$cmbs" "$(echo "$cmbs / $cbase" | bc -l)" "$(echo "$rssK / 1024" | bc -l)"
	done <<JOBS
cat | wc -l%bash -c 'cat "\$@" | wc -l' _ "\${files[@]}"
dump --format json%"\$bin" dump --format json "\${inputs[@]}"
lint --format json --side both%"\$bin" lint --format json --fail-on never --side both "\${inputs[@]}"
lint --format json --side ns%"\$bin" lint --format json --fail-on never --side ns "\${inputs[@]}"
annotate --side both -o DIR%"\$bin" annotate --side both -o "\$tmp/out" "\${inputs[@]}"
annotate --dry-run --diff%"\$bin" annotate --side both --dry-run --diff "\${inputs[@]}"
JOBS
}

if [ -z "$cores" ]; then
	table
else
	IFS=',' read -ra cs <<<"$cores"
	for c in "${cs[@]}"; do
		echo "GOMAXPROCS=$c"
		GOMAXPROCS=$c table
	done
fi
