# Why castlab refuses what it was asked, and the few labels beside those
# refusals: sweeps (castlab sweep, the page's chart view), the census,
# graph6 texts, the worker, and the Python package. Keys (dims, net, w, l,
# m, n), values as a link writes them, options (--shard) and the papers'
# symbols stay as they are.

## A sweep's ranges (core/src/sweep.rs, core/src/sweep/ranges.rs).
error-sweep-no-range = nothing to sweep: give dims an axis A..B (dims=3..40x3..40) or a cube side A..B^d (dims=2..64^2), on net=wk w or l a range (l=1..6), or on a family's network its size (net=butterfly&m=3..10, net=path&n=3..64)
# $expected is one of the error-range-… messages.
error-sweep-bad-range = { $key }={ $value }: { $expected }
error-sweep-not-read = { $key }: net={ $net } does not read { $key }, so it cannot range over it
error-sweep-beyond-family = { $key }={ $value }: net={ $net } takes { $key } from { $least } to { $most }; narrow the range
error-sweep-too-many-candidates = the ranges hold { $count } sizes to try; a sweep tries at most { $max }: narrow a range
error-sweep-over-budget = the sweep's work is { $work } units (node count times the view's work per node, summed over the sizes); the budget is { $max }: narrow a range, or raise the budget with --max-work and split the sweep over machines with --shard K/N
# $first is a size (9x13); $why is error-sweep-skip-why.
error-sweep-empty = no size in the ranges can be evaluated; the first, { $first }, because { $why }
error-sweep-bad-shard = --shard { $k }/{ $n }: expected K/N with 1 <= K <= N
# Why one size of a range was left out: the key, its value at that size
# and the link's refusal ($reason).
error-sweep-skip-why = { $key }={ $value }: { $reason }
error-sweep-no-size = no size was tried
error-range-numbers = expected whole numbers, like dims=3..40x3..40, dims=2..64^2 or l=1..6
error-range-too-large = a range names numbers up to { $max }
error-range-reversed = a range A..B needs A <= B
error-range-cube = a cube range is A..B^d, like dims=2..64^2
error-range-cube-dimensions = a cube has 1 to { $max } dimensions, like dims=2..64^3
error-range-too-many-axes = at most { $max } axes
# A chart's axis: the side of the cubes a sweep ranges over.
error-sweep-axis-side = side
# A chart's axis: the $n-th side of a grid (side 1, side 2, …).
error-sweep-axis-side-n = side { $n }
# A chart's axis named by its key (W, L, m, n), as it is.
error-sweep-axis-symbol = { $symbol }

## The census of small graphs (castlab census) and graph6 texts
## (core/src/census.rs, core/src/census/small.rs, core/src/orderly/messy/worst.rs).
error-census-not-connected = the graph is not connected
error-census-classical = b(u) is beyond the exhaustive search
error-census-orderly = the orderly search ran out of budget deciding b^o ≤ { $time }
# $why is one of the error-worst-… messages.
error-census-messy = messy worst case: { $why }
error-census-bad-line = census line { $line } is not a row
error-worst-too-many-nodes = { $nodes } vertices; the exhaustive worst case takes at most { $max }
error-worst-too-many-edges = { $edges } labelled edges; the exhaustive worst case takes at most { $max }
error-worst-budget = more than { $states } states or { $rounds } rounds to try
error-worst-unreachable = some vertex is never informed
error-graph6-empty = an empty graph6 text
# $byte is the byte's value (a number); graph6 takes 63 to 126.
error-graph6-bad-byte = byte { $at } of the graph6 text is { $byte }, outside 63 ('?') … 126 ('~')
error-graph6-too-many-nodes = { $nodes } vertices; the census takes at most { $max }
error-graph6-wrong-length = a graph6 text of { $found } bytes; its vertex count needs { $expected }

## Why the page's worker stopped (web/src/bridge.rs); shown inside
## panels-engine-failed.
# $reason is the browser's own words.
error-worker-no-start = the worker could not start ({ $reason })
error-worker-stopped = the worker stopped
error-worker-late = the worker did not start within { $seconds } s
# $message is the panic's own (developer's) words.
error-worker-panicked = the worker panicked: { $message }
error-worker-unreadable = the worker sent a message castlab cannot read

## Why a user's graph has no messy runs (core/src/eval/user_graph.rs).
error-messy-not-asked = not asked for
error-messy-too-large = the messy models are simulated up to { $max } vertices

## The thesis orderings Π and Π_d (core/src/orderly/orderings.rs).
error-pi-not-a-torus = the thesis orderings are defined on tori
error-pi-two-dimensions = this ordering needs a 2-D torus (Π_d covers more)
error-pi-dimensions = this ordering needs at least { $least } dimensions
error-pi-side-too-small = every side of the torus must be at least { $least }

## What a WK broadcast's message carries (core/src/eval/wk.rs); not a
## refusal, but the panel's "Label" row. p, m and t are the paper's symbols.
error-wk-label-stack = a stack of link labels
error-wk-label-corner = p, the source's corner identifier (corner broadcasting)
error-wk-label-general = (m, t): highest link level passed, corner identifier
error-wk-label-plan = your schedule (plan=): no label

## Not refusals: the TCD room's readout while a run is shown and the
## pointer is on a node (web/src/run.rs). $at and $from are nodes as
## coordinates, (2, 3).
error-run-unreached = { $at }: no message of this schedule reaches it
error-run-source = { $at }: the source; it holds the message before step 1
error-run-informed = { $at }: informed at step { $sent } by { $from } over { $hops ->
        [one] 1 hop
       *[other] { $hops } hops
    }
error-run-not-yet = { $at }: not informed yet; it will be at step { $sent } by { $from } over { $hops ->
        [one] 1 hop
       *[other] { $hops } hops
    }
