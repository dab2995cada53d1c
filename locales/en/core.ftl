# The core's words about links (refusals of a permalink's values) and
# evaluations. Key names (dims, src, …), values as a link writes them
# (8x8, 1.5, cert=1) and the papers' symbols stay as they are.

## A refused value: "dims=9x9x9: <reason>; using dims=8x8".

link-refused = { $key }={ $value }: { $reason }
link-refused-largest = { $key }={ $value }: { $reason }; the largest allowed is { $key }={ $largest }
link-refused-using = { $refused }; using { $key }={ $using }
# The page keeps the network it shows instead of the grammar's default.
link-refused-keeping = { $refused }; keeping { $key }={ $kept }
link-unknown-key = { $key }={ $value }: unknown key, ignored
link-unknown-key-meant = { $key }={ $value }: unknown key, ignored; did you mean { $meant }={ $value }?

## Why a value was refused.

link-repeated = the key is repeated; the first value counts
link-unknown-version = unknown permalink version; reading it as v{ $version }
# $names: the values the key takes, as a link writes them.
link-unknown-name = expected one of { $names }
link-not-a-number = expected a non-negative integer
link-out-of-range = must be between { $min } and { $max }
link-not-a-decimal = expected a number with at most one decimal, like 1.5
link-bad-dims = expected side lengths separated by x, like 8x8
link-not-an-origin = expected the host page's origin, like https://course.example.edu (scheme, host and port, no path), or *
link-not-a-locale = expected a language tag: 2 or 3 letters, then parts of 1 to 8 letters or digits after hyphens, 35 characters at most, like de, es or zh-Hans
link-range = a range, which castlab sweep and the page's sweep chart evaluate size by size; castlab eval takes one size
link-needs-square = this view needs a square N x N network
# $example: an address of this network, e.g. src=2010.
link-wk-address = expected { $digits } digits 0–{ $top }, e.g. { $key }={ $example }
link-wrong-arity = expected { $expected } comma-separated coordinates
link-outside-grid = the node lies outside the grid
# $what: a key and value, e.g. algo=exact.
link-too-large-for = { $what } allows at most { $max } nodes
link-needs-dims = { $what } needs { $dims } dimensions
link-dims-two-or-more = 2 or more
link-dims-exactly-two = exactly 2
link-not-certified = no certificate covers this network and view; castlab has them for { $sizes }
link-written-as = written { $instead } in a link
link-not-a-plan = not a plan castlab can show: { $why }
# $network: a symbol such as Q_4; $addresses: how the family writes an address.
link-not-an-address = not a vertex of { $network }: its addresses are { $addresses }, like src={ $last }
link-not-a-question = not a question this view asks ({ $offered })
link-not-available = not available in this build yet (available: { $offered })

## Limits of the networks.

link-grid-no-dimensions = a grid needs at least one side
link-grid-too-many-dimensions = a grid has at most { $max } dimensions
link-grid-zero-side = every side must be at least 1
link-grid-too-many-nodes = a grid has at most { $max } nodes
link-mesh-not-cube = the mesh algorithms need equal sides 2^k (2 <= 2^k) in 1 to 6 dimensions
link-mesh-exact-too-large = exact searches every schedule, so it needs 2, 4, 8 or 16 nodes
link-mesh-recursive-too-large = recursive in this dimension is limited to side 2^{ $k } = { $side }
link-wk-amplitude = W must be between 2 and { $max }
link-wk-level = L must be at least 1
link-wk-too-many-nodes = W^L must be at most 2^18 = { $max }; the largest L for this W is { $l }
link-msn-side = an MS network needs even X and Y of at least { $min }
link-msn-too-many-nodes = an MS network has at most { $max } nodes

## A plan= value that cannot be shown.

link-plan-too-long = longer than the limit of 8192 characters; share a plan this big as a file
link-plan-not-base64 = not base64url (A-Z, a-z, 0-9, '-', '_')
link-plan-not-deflate = not a compressed plan (at most 1 MiB inflated)
link-plan-not-text = it inflates to bytes that are not text
link-plan-not-json = its JSON is not a castlab plan (castlab check names the fault)
link-plan-network-unknown = its network is not one castlab checks plans on
link-plan-other-network = it is for another network than this link's (net, dims, w, l or view)
link-plan-source-outside = its source is not a node of the network
link-plan-no-reader = this build reads no plans

## What a refusal offers instead (values as a link writes them).

link-offered-views = view={ $views } on net={ $nets }
link-offered-algorithms = algo={ $algos } for view={ $view }
link-offered-algorithms-on = algo={ $algos } for view={ $view } on net={ $nets }
link-offered-no-question = no question for view={ $view }
link-offered-asks = ask={ $asks } for view={ $view }
link-offered-asks-on = ask={ $asks } for view={ $view } on net={ $net }

## The stored certificates, as cert=1's refusal names them.

# "a, b and c": $first is the list but its last item.
link-and = { $first } and { $last }
link-certified-tcd = view=tcd on { $groups }
link-certified-both = the { $sizes } { $n ->
        [one] mesh and torus
       *[other] meshes and tori
    }
link-certified-meshes = the { $sizes } { $n ->
        [one] mesh
       *[other] meshes
    }
link-certified-tori = the { $sizes } { $n ->
        [one] torus
       *[other] tori
    }
link-certified-orderly = view=orderly on the tori { $sizes } (either way round), model=nonadaptive
link-certified-views = view=tcd and view=orderly

## The page's menus: networks, views and algorithms (the rules table).
# Before a colon: the value as a link writes it; it stays.

rules-tcd-paper = paper: the papers' algorithm, as printed
rules-tcd-symmetric = symmetric: best rotation of the papers' algorithm
rules-tcd-recursive = recursive: best subcube-recursive schedule
rules-tcd-exact = exact: exhaustive optimum (N ≤ 16)
rules-tcd-least = least: best known schedule (000 Fig. 2)
rules-certified = certified optimum (cert=1): proven by a SAT solver
rules-view-tcd = TCD of one-port broadcast
rules-ordering-pi = pi: the thesis's Π (Π_d in d-D)
rules-ordering-pi-literal = pi-literal: Π with ℓ as §3.1 prints it
rules-ordering-dim = dim: dimension ordering
rules-ordering-search = search: searched ordering (best found)
rules-view-orderly = orderly broadcast
rules-ordering-dim-default = dim: dimension ordering (the default)
rules-net-mesh = mesh
rules-net-torus = torus
rules-net-wk = WK-recursive
rules-view-broadcast = broadcast (all ports)
rules-wk-fang = fang: constant-label broadcast
rules-wk-stack = stack: stack-based broadcast (Chen and Duh)
rules-net-msn = Manhattan Street
rules-view-route = route: shortest paths
rules-view-te = te: total exchange
rules-view-mnb = mnb: multinode broadcast
rules-view-hamiltonian = hamiltonian: two cycles
rules-view-areas = areas: each destination's path family
rules-view-classical = classical broadcast (telephone model)
rules-classical-standard = standard: the published construction (binomial tree, doubling)
rules-classical-greedy = greedy: matching heuristic
rules-classical-tree = tree: spanning-tree broadcast
rules-classical-exact = exact: exhaustive optimum (N ≤ 64)

## What a link shows, in one line (a page's title, a shared link's text).
# $algo: an algorithm's heading (below); $network: the network (Q_4,
# WK(4, 3), a Manhattan Street network) or a grid's shape (8×8); $net: mesh
# or torus; $source: the source's address or coordinates.

rules-describe-msn = the { $shape } Manhattan Street network
rules-describe-classical = Classical broadcast with { $algo } in { $network } from { $source }
rules-describe-classical-grid = Classical broadcast with { $algo } on the { $network } { $net } from { $source }
rules-describe-orderly = Orderly broadcast with { $algo } in { $network } from { $source }
rules-describe-orderly-grid = Orderly broadcast with { $algo } on the { $network } { $net } from { $source }
rules-describe-orderly-grid-adaptive = Orderly broadcast with { $algo }, adaptive, on the { $network } { $net } from { $source }
# $broadcast: fang or stack.
rules-describe-broadcast = { $broadcast ->
        [stack] The stack-based broadcast (Chen and Duh)
       *[other] The constant-label broadcast (Fang et al.)
    } in { $network } from { $source }
rules-describe-route = Shortest route from { $source } to { $destination } in { $network }
rules-describe-te = Total exchange in { $network }
rules-describe-mnb = Multinode broadcast in { $network }
rules-describe-hamiltonian = Two edge-disjoint Hamiltonian cycles in { $network }
rules-describe-areas = The path family of every destination from { $source } in { $network }
rules-describe-tcd = TCD map of { $algo } on the { $network } { $net }, source { $source }
rules-describe-tcd-versus = TCD map of { $algo } minus that of { $other } on the { $network } { $net }, source { $source }

## An algorithm as the papers name it, in a heading or a sentence.

rules-heading-paper-2d = Algorithm 1 (Cang and Wu 1998)
rules-heading-paper-3d = Algorithm 2 (Cang and Wu 2000)
rules-heading-paper-dd = the d-D phase broadcast (Cang and Wu 2000)
rules-heading-symmetric = the best rotation of the papers' algorithm
rules-heading-recursive = the best subcube-recursive schedule (castlab)
rules-heading-exact = the exhaustive optimum
rules-heading-optimum = the certified optimum
rules-heading-least = the best known schedule (castlab)
rules-heading-fang = the constant-label broadcast (Fang et al.)
rules-heading-stack = the stack-based broadcast (Chen and Duh)
rules-heading-pi = Π (Taslakian 2004)
rules-heading-pi-literal = Π with ℓ as §3.1 prints it (Taslakian 2004)
rules-heading-dim = the dimension ordering
rules-heading-search = the searched ordering
rules-heading-standard = the published construction
rules-heading-tree = the spanning-tree broadcast (castlab)
rules-heading-greedy = the matching heuristic (castlab)

## The papers' claims about TCD, checked (a claim, then its evidence).
# "eye": a source from which the papers' broadcast reaches the least TCD.

eval-claim-torus = In a torus every node is an eye, so the algorithm reaches the optimal TCD { $eye } from any source.
eval-claim-torus-exact = exhaustive optimum over all schedules: { $optimum }; eye schedule: { $eye }
eval-claim-torus-certified = certificates at every source (DRAT-checked SAT refutations, or N − 1 by counting): no schedule goes below { $lower }; eye schedule: { $eye }
eval-claim-torus-recursive = best subcube-recursive schedule using the wraparound links: { $best }; eye schedule: { $eye }
eval-claim-least-at-the-eyes = Among all sources, the algorithm's TCD is least at the eyes, and only there.
eval-claim-least-at-the-eyes-evidence = least value { $least } at { $sources } sources, { $eyes } of them eyes
eval-claim-minimum = From every source, the algorithm's TCD is the least of any time-step-optimal schedule.
eval-claim-minimum-exact = exhaustive search: the algorithm misses the optimum at { $count } of { $n } sources, by up to { $worst } hops
# $missed: the sentence above; $at: a source's coordinates.
eval-claim-minimum-exact-example = { $missed }; e.g. { $at }: algorithm { $algorithm }, optimum { $optimum }
eval-claim-minimum-unbeaten = no dimension-ordered recursive schedule beats it at any of the { $n } sources; an exhaustive check needs N <= 16
eval-claim-minimum-beaten = valid schedules beat it at { $count } of { $n } sources, by up to { $worst } hops
# $beaten: the sentence above; $at: a source's coordinates.
eval-claim-minimum-beaten-example = { $beaten }; e.g. { $at }: algorithm { $algorithm }, recursive { $recursive }
eval-claim-eye = Broadcasting from an eye gives the optimal TCD over all sources and schedules, { $eye }.
eval-claim-eye-certified = certificates at every source (DRAT-checked SAT refutations, or N − 1 by counting): no schedule goes below { $lower }; eye TCD: { $eye }
eval-claim-eye-exact = exhaustive optimum over all sources and schedules: { $optimum }; eye TCD: { $eye }
eval-claim-eye-beaten = a dimension-ordered recursive schedule reaches { $recursive } < { $eye }
eval-claim-eye-recursive = the best subcube-recursive schedule over all sources reaches { $recursive }; eye TCD: { $eye }
# No evidence: nothing computed could decide the claim.
eval-claim-no-evidence = {""}

## How a certificate's values are known (solver times in seconds).

eval-certificate-method = witness found by CaDiCaL in { NUMBER($sat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s and re-checked by castlab; { $lower }
# $refuted: the value one below the lower bound, which no schedule reaches.
eval-certificate-proof = { $refuted } refuted in { NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s, DRAT proof { $file } re-checked by dratify
eval-certificate-checked = { $refuted } refuted in { NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s, DRAT proof checked by { $checker } in { NUMBER($check, minimumFractionDigits: 1, maximumFractionDigits: 1) } s (too large to store)
eval-certificate-cubes = { $refuted } refuted by cube and conquer: { $cubes } cubes that cover every ordering, each refuted with a DRAT proof checked by { $checker } ({ NUMBER($unsat, minimumFractionDigits: 1, maximumFractionDigits: 1) } s solving, { NUMBER($check, minimumFractionDigits: 1, maximumFractionDigits: 1) } s checking in all)
eval-certificate-theorem = lower bound from 003 Theorem 2.2.1
eval-certificate-count = lower bound N − 1, one hop per message

## What an orderly view's ordering is.

eval-ordering-wk = inner-cluster neighbours by address, then the inter-cluster link
eval-ordering-msn = each vertex's horizontal out-link, then its vertical one
eval-ordering-pi = 003 §3.2's Π, with ℓ odd as in the §3.3 example
eval-ordering-pi-d = 003 §4.2's Π_d; the edges it leaves unlabelled get d+2…2d
eval-ordering-pi-literal = 003 §3.2's Π with ℓ as §3.1 prints it (even)
eval-ordering-dim = axis 0 forwards, axis 0 backwards, axis 1 forwards, …
eval-ordering-proven = proven optimum: b^o = { $upper }
# $value: the proven value or bounds; $method: how the certificate knows them.
eval-ordering-certified = a certified ordering ({ $value }); { $method }
eval-ordering-user = a user-supplied ordering
eval-ordering-plan = your ordering (plan=)
# $start: the ordering the search started from, as a link names it (pi, dim).
eval-ordering-search = the best of { $evaluations } orderings a seeded local search (seed { $seed }) tried, starting from { $start }

## The bounds beside the exact times (orderly and classical views).
# $subject: b^Π(G), or b^Π(src) where only the originator's time is known.

eval-bound-diameter = no broadcast beats the farthest vertex
eval-bound-pi-d = { $subject } ≤ the bound for Π_d (with i⌊n_i/2⌋ weights)
eval-bound-user-supplied = a bound on Π's broadcast time; this is a user-supplied ordering
eval-bound-lower-2d = every ordering of T_{"{"}{ $rows }×{ $cols }{"}"} needs at least D + 1 (both sides even) or D + 2
eval-bound-lemma-pi = { $subject } ≤ D + { $excess } for Π as laid out
eval-bound-lemma-met = { $subject } ≤ D + { $excess } for Π's bound, met by this ordering
eval-bound-theorem-turned = the theorem lays Π with rows along the even side: dims={ $cols }x{ $rows } is the case it bounds
eval-bound-theorem = { $subject } ≤ D + { $excess }
eval-bound-diks-pelc-meets = the earlier upper bound on b^o; this ordering meets it
eval-bound-diks-pelc-misses = the earlier upper bound on b^o; this ordering misses it
eval-bound-classical = the classical broadcast time cited for tori; ⌈log₂ N⌉ = { $log2 }
eval-bound-certificate-optimal = no ordering broadcasts faster from every originator; the certified ordering is optimal
eval-bound-certificate-gap = no ordering broadcasts faster from every originator; a gap remains to the certified ordering
eval-bound-optimum-tried = every ordering tried: b^o = { $optimum }
eval-bound-optimum-too-many = too many orderings to try them all
# $note: one of the bounds below, not claimed on one-way links.
eval-bound-undirected-only = { $note }; the bound is stated for undirected graphs, and this network's links are one-way, so it is not claimed here
eval-bound-eccentricity = b(u) = { $classical } is at least the originator's eccentricity e(u) = { $eccentricity } (the farthest vertex waits that many rounds), so b(G) is at least the diameter D = { $diameter }
eval-bound-orderly = b(u) = { $classical } is at most b^Π(u) = { $orderly }: an orderly broadcast is one classical schedule
# $bound: a formula such as b₂^m(G) ≤ D(k − 1) + 1; $model: M1, M2 or M3.
eval-bound-messy = { $bound }: the slowest { $model } run seen from u took { $slowest }
eval-bound-messy-chain = b₁^m(u) = { $w1 } ≤ b₂^m(u) = { $w2 } ≤ b₃^m(u) = { $w3 }

## A user's ordering that cannot be used (castlab eval --ordering).

eval-custom-needs-orderly = a custom ordering needs view=orderly
# $why: one of the faults below.
eval-custom-ordering = the custom ordering: { $why }
eval-ordering-no-such-vertex = vertex { $vertex } lists { $target }, which does not exist
eval-ordering-repeated = vertex { $vertex } lists { $target } twice
eval-ordering-not-the-neighbours = vertex { $vertex } does not list exactly its neighbours in the graph
eval-ordering-wrong-size = expected an ordering of { $expected } vertices

## An algorithm's name in a sentence or a chart's title ("b^Π(G) − D of Π").

rules-name-paper = the papers' algorithm
rules-name-symmetric = the best rotation of the papers' algorithm
rules-name-recursive = the best subcube-recursive schedule
rules-name-exact = the exhaustive optimum
rules-name-optimum = the certified optimum
rules-name-least = the best known schedule
rules-name-fang = the constant-label broadcast
rules-name-stack = the stack-based broadcast
rules-name-pi = Π
rules-name-pi-literal = Π with ℓ as §3.1 prints it
rules-name-dim = the dimension ordering
rules-name-search = the searched ordering
rules-name-standard = the published construction
rules-name-tree = the spanning-tree broadcast
rules-name-greedy = the matching heuristic

## What an algorithm is, for the panels (before a colon: its value in a link).

rules-about-paper = paper: the papers' algorithm (Algorithms 1/2) as printed
rules-about-symmetric = symmetric: the best rotation of the papers' algorithm (or reflection)
rules-about-recursive = recursive: the best subcube-recursive schedule, the optimum of all dimension-ordered recursive schedules
rules-about-exact = exact: the exhaustive optimum, of all schedules (N ≤ 16)
rules-about-optimum = the certified optimum (cert=1): the witness a SAT solver found, with its proof
rules-about-least = least: the best known schedule from each source, its least known TCD: exact (N ≤ 16), proven by a certificate, or the best schedule found
rules-about-fang = fang: the constant-label broadcast of 001
rules-about-stack = stack: the stack-based broadcast of Chen and Duh
rules-about-pi = pi: the thesis's ordering Π (Π_d in d-D)
rules-about-pi-literal = pi-literal: Π with ℓ as §3.1 prints it
rules-about-dim = dim: the dimension ordering
rules-about-search = search: the searched ordering, the best a seeded local search found
rules-about-standard = standard: the published construction, the family's own broadcast: the binomial tree on Q_m, doubling on K_n (both optimal)
rules-about-tree = tree: the spanning-tree broadcast, the best along a balanced breadth-first spanning tree (optimal on paths and cycles)
rules-about-greedy = greedy: the matching heuristic, each round a largest matching of callers to uninformed neighbours, the farthest-reaching first

## A user's graph that castlab does not take (castlab check, the Python package).
# $last: the largest vertex number.

eval-graph-too-few-nodes = the graph has { $nodes } vertices; a broadcast needs at least { $least }
eval-graph-too-many-nodes = the graph has { $nodes } vertices; castlab takes at most { $most }
eval-graph-too-many-links = the graph has { $links } links; castlab takes at most { $most }
eval-graph-no-such-vertex = vertex { $vertex } lists { $value }, which is not a vertex (they are 0 … { $last })
eval-graph-self-loop = vertex { $vertex } lists itself: a self-loop, which no broadcast model has (a call informs another vertex)
eval-graph-repeated = vertex { $vertex } lists { $neighbour } twice: a multi-link; two vertices are joined at most once
eval-graph-one-way = vertex { $vertex } lists { $neighbour }, but { $neighbour } does not list { $vertex }: links are undirected, so each is listed at both ends
eval-graph-isolated = vertex { $vertex } has no neighbours: no broadcast can reach it, so the graph must be connected
eval-graph-disconnected = vertex { $vertex } cannot be reached from vertex 0 (only { $reached } of the { $nodes } vertices can): a broadcast from any source misses part of the graph, so the graph must be connected
eval-graph-no-such-source = the source { $source } is not a vertex (they are 0 … { $last })
eval-graph-trials = trials={ $trials }: expected 1 … { $most } messy broadcasts per model

## Why a map of every originator's time is not drawn.

eval-skipped-exact = the exhaustive search runs from every originator up to { $most } vertices
eval-skipped-work-rounds = { $n } originators × { $links } links × { $rounds } rounds is more than { $most } steps
eval-skipped-work-diameter = { $n } originators × { $links } links × D rounds is more than { $most } steps
eval-skipped-gave-up = the exhaustive search gave up at some originator
eval-skipped-adaptive = the adaptive model's per-originator map stops at { $most } vertices
eval-skipped-pairs = { $originators } originators up to symmetry × { $n } vertices exceeds the budget of 2^30 pairs

# A closed form's provenance: castlab's paper numbers (000, 002) stay as
# they are; the page writes each as the paper's short name.
core-closed-form-eye = 000 Eq. (12) / 002 Eq. (15), from an eye
core-closed-form-torus = 000 §5 with Eq. (12): every torus node is an eye
core-closed-form-algorithm-1 = 000 Eqs. (3)-(7)
core-closed-form-algorithm-2 = 002 Theorem 1, Eqs. (6)-(11)

# A network in a heading ($shape: its sides, 8×8; $symbol: Q_4, BF(3), WK(4, 3)).
core-network-title-symbol = { $symbol }
core-network-title-mesh = the { $shape } mesh
core-network-title-torus = the { $shape } torus
core-network-title-msn = the { $shape } Manhattan Street network
