# The rooms of the page (web/src/pages.rs, web/src/pages/*): titles,
# readouts, keys, explanations and the sweep's charts.

## Shared by every room (pages.rs)

pages-waiting-readout = The values under the pointer come back once the question is answered.
pages-numbers-waiting = The numbers come back once the question is answered: they hold its answer.
pages-trace-toggle-title = Show the algorithm beside the picture and say why each message is sent
pages-trace-hide = Hide the why
pages-trace-show = Why? Narrate the steps
# Shown instead of the explanation while the reader builds the broadcast a question asks for.
pages-rules-classical = The classical (telephone) model: in each round every informed vertex may call one neighbour (on the Manhattan Street network, along one of its one-way out-links), and a vertex is in at most one call a round. How castlab's algorithms choose their calls is told once the question is answered.
pages-narrating-label = Why each message is sent
pages-numbers-label = Numbers
pages-map-label = Map
pages-computing-map = Computing the map…
# The phrase that fills "move { $moved } along x" in the keys' list.
pages-keys-the-source = the source
pages-keys-the-originator = the originator

## Glossary terms as they read inside a sentence

pages-term-time-step-optimal = time-step optimal
pages-term-eye = eye
pages-term-eyes = eyes
pages-term-routes = routes
pages-term-verdict = verdict

## The TCD room (pages/tcd.rs)

pages-tcd-readout-run = Hover over or tap a node to read when and from whom it is informed.
pages-tcd-readout-run-pick = Hover over or tap a node to read when and from whom it is informed; click or tap it to make it the source.
pages-tcd-readout-map = Hover over or tap a cell to read its TCD as a source.
pages-tcd-readout-map-pick = Hover over or tap a cell to read its TCD as a source; click or tap it to make it the source.
# $at: the node's coordinates; $algo, $compared: the two algorithms' names; $difference is signed (+3, -3).
pages-tcd-readout-compare = { $at }: TCD { $tcd } under { $algo }, { $other } under { $compared }, difference { $difference }
pages-tcd-readout-source = { $at }: TCD { $tcd } as a source
pages-tcd-summary = { $sources } sources. Least TCD { $least } (at { $count } sources), largest { $largest }. Grids of four or more dimensions are shown as numbers and tables.
pages-tcd-some-optimal = Some optimal sources:{" "}
pages-tcd-legend-difference = TCD under { $algo } minus TCD under { $compared } (hops; negative: { $algo } is better)
pages-tcd-legend = TCD of each node as the source (hops, summed over all messages)
pages-tcd-toggle-run = The broadcast from { $from }
pages-tcd-toggle-map = TCD of every source
pages-tcd-run-numbers = numbers: the step that informs the node
# The key under the map; each follows a small coloured mark.
pages-tcd-key-eyes = eyes (Definitions 2, 5, 7)
pages-tcd-key-best = other optimal sources
pages-tcd-key-source = source
pages-tcd-key-routes = routes of the step (red: shared link)
# $interval is "a–b", $found is "≤b", both in bold.
pages-tcd-least-key = Numbers: the least TCD known from the node; { $interval }: a certified interval; { $found }: the best schedule found, nothing proven below.
pages-tcd-regions-key = Dashed boxes: the submesh each informed node is responsible for after this step; its later messages, and those of the nodes it informs, stay inside (Cang and Wu 1998, Figs. 4–6; 2000, Figs. 4b, 6, 7).
pages-tcd-table-caption = TCD under { $algo } from every source
# What a TCD sweep sweeps, inside "A sweep of { $what } over …".
pages-tcd-swept = the TCD of { $algo }
pages-tcd-swept-paper = the papers' algorithm (Algorithms 1 and 2)
pages-tcd-your-schedule = your schedule
# $sides: "8×8"; $net: mesh or torus.
pages-tcd-title-run = Broadcast from { $from } by { $by } on the { $sides } { $net ->
    [torus] torus
   *[other] mesh
}
pages-tcd-short-title-run = From { $from }, { $sides } { $net ->
    [torus] torus
   *[other] mesh
}
pages-tcd-title-map = Total communication distance of every source under { $algo }, on the { $sides } { $net ->
    [torus] torus
   *[other] mesh
}
pages-tcd-short-title-map = TCD of every source, { $sides } { $net ->
    [torus] torus
   *[other] mesh
}
pages-tcd-explain-model = A broadcast from the source reaches every node in the fewest steps: { $oneport }, { $optimal }, each message routed along mesh links in one step. The { $tcd } adds up the hops of all its messages.
pages-tcd-explain-map = Each cell is a source, coloured by the TCD of the chosen algorithm from it (dark: few hops, yellow: many; a difference map is purple where the algorithm compared is worse). Rings mark the { $eyes }, dots the other optimal sources, the square the source. A step (or Play) shows the source's broadcast as a run instead: the source, the nodes informed earlier and at this step, those not yet informed, each step's { $routes } (red where two share a link) over a trail of the earlier ones; hover a node to read when and from whom it is informed.
pages-tcd-explain-check = The paper check gives each claim a { $verdict } with the numbers behind it.
pages-tcd-explain-sweep = The first chart gives the { $tcd } from the link's source (a corner unless it says otherwise) and from an { $eye }, each recounted from its schedule, with the papers' closed forms dashed over them. The second counts the sources where the best subcube-recursive schedule beats Algorithm 1: where the paper's Theorem 2 fails.
pages-term-orderly-broadcasting = orderly broadcasting

## The classical room (pages/classical.rs)

pages-classical-readout-none = Hover over or tap a vertex to read its address and when it is informed; click or tap it to make it the originator.
# $when is one of the three messages below.
pages-classical-readout = { $vertex }: { $when }
pages-classical-readout-own = { $vertex }: { $when }; from it the broadcast takes { $rounds } rounds
pages-classical-the-originator = the originator
pages-classical-informed = informed in round { $arrival }
# $caller: the vertex that calls it; $round: the round of that call.
pages-classical-informed-by = informed in round { $arrival } by { $caller } in round { $round }
pages-classical-swept = classical broadcasting
# $algo: the algorithm's name; $network: "the 8×8 mesh", "Q_4", as the network names itself.
pages-classical-title = { $algo } from { $source } in { $network }: the telephone model
pages-classical-short-title = Classical, { $network }
pages-classical-models-hidden = The three models' numbers are hidden until the question is answered.
pages-classical-key-mesh = Each vertex is drawn at its coordinates (a mesh of three or more dimensions as slices side by side); a call joins two neighbours one step apart on one axis.
pages-classical-key-torus = Each vertex is drawn at its coordinates (a torus of three or more dimensions as slices side by side); a call joins two neighbours one step apart on one axis, the wraparound links included.
pages-classical-key-msn = Each vertex is drawn at its coordinates; the links are one-way, so a call goes along an out-link, from the caller to the called.
pages-classical-key-wk = Vertices are drawn on the grid of their addresses, one cell each in address order; a call joins two neighbours of the network, not of the grid.
pages-classical-key-graph = A call joins two neighbours of the network, not of the grid.
pages-classical-explain-model = The classical (telephone) model: in each round every informed vertex may call one neighbour (on the Manhattan Street network, along one of its one-way out-links), and a vertex is in at most one call a round. The first map is the run from the originator, round by round; the second, the algorithm's time from every originator, where it was computed.
pages-classical-explain-rounds = How the rounds go. The hypercube's published construction (the binomial tree): in round i every informed vertex calls its neighbour across dimension i, the i-th digit of the address from the right; so a vertex is informed in the round of the leftmost digit in which its address differs from the originator's. K_n's doubling: in each round every informed vertex calls the next uninformed vertex in number order. The spanning-tree broadcast (any network): once informed, a vertex calls its children in a breadth-first spanning tree one a round, the child whose subtree needs longest first; on a path (a 1-D mesh) the originator calls first towards the farther end. The matching heuristic (any network): each round, as many informed vertices as possible call distinct uninformed neighbours, the farthest-reaching first. Meshes, tori, WK-recursive and Manhattan Street networks have no published classical construction here: their times are the heuristics' (upper bounds) or the exhaustive search's (N ≤ 64).
pages-classical-explain-models = Beside it, the same network under the other two models: { $orderly } with the network's natural ordering (the orderly view's default), and messy broadcasting (M1–M3), with the bounds between them, each with its { $verdict }; a bound stated only for undirected graphs is marked not applicable on the Manhattan Street network.
pages-classical-explain-sweep = The classical broadcast time as the family grows, beside its lower bounds and the orderly time.
pages-term-wk = WK-recursive network
pages-term-all-port = all-port

## The WK room (pages/wk.rs)

pages-wk-the-source = the source
# $from: the informing node's address; $label: the message's label, as "(2, 2)" or "[3, 2, 0]".
pages-wk-informed = informed at step { $step } by { $from } with label { $label }
pages-wk-not-reached = not reached
pages-wk-free-link = none (free link)
# cor-id, cor-level and flip-cor-id are the paper's names (001 Definitions 1–3); $when is one of the three messages above.
pages-wk-readout = { $address }: { $when }; cor-id { $corid }, cor-level { $corlevel }, flip-cor-id { $flip }
pages-wk-readout-none-pick = Hover over or tap a node to read its address and when it is informed; click or tap it to make it the source.
pages-wk-readout-none = Hover over or tap a node to read its address and when it is informed.
pages-wk-swept = WK-recursive broadcast
pages-wk-key = Links: grey inside a WK(W, 1) cluster, coloured and thicker by level between clusters; stubs are the free links. Messages carry their label (m, t).
pages-wk-outline-toggle = Outline graph (Fang et al., Definition 5)
pages-wk-outline-key = Outline: each yellow disc is one WK({ $w }, 1) cluster taken as a vertex; the thick links join them as WK({ $w }, { $l }) (Proposition 1), each one level lower than in the network.
pages-wk-short-title = From { $source } in WK({ $w }, { $l })
pages-wk-title = { $algo } from { $source } in WK({ $w }, { $l }): all ports, one hop per step
pages-wk-your-schedule = Your schedule
pages-wk-explain-drawing = A { $wk } drawn as nested polygons: clusters inside clusters, links coloured by level. The broadcast is { $allport }: an informed node sends on all its links at once, one hop per step. Nodes take the run's colours: informed earlier, at this step, not yet.
# 2^L is written as a power on the page.
pages-wk-explain-algorithms = The constant-label algorithm decides from a label (m, t), the highest level passed and a corner; the stack-based broadcast carries every link label passed. Both must reach every node exactly once within the diameter 2^L − 1; the panel checks it, also with random link delays.
pages-wk-explain-sweep = The constant label against the stack-based broadcast as the { $wk } grows: the label's bits, the largest stack and the decision work of all nodes together.
pages-wk-keys-last-digit = the source to the previous or next address (its last digit)
pages-wk-keys-digit-before = the source to the address W before or after (the digit before the last)
pages-term-msn = Manhattan Street network
pages-term-slot = slot

## The MSN room (pages/msn.rs)

# $node, $source: coordinates "(x, y)"; $hops: the node's distance from the source.
pages-msn-readout = { $node }: { $hops } { $hops ->
    [one] hop
   *[other] hops
} from the source
pages-msn-readout-slot = { $node }: { $hops } { $hops ->
    [one] hop
   *[other] hops
} from the source; the packet of { $source } reaches it in slot { $slot }
# $phase names a phase of total exchange.
pages-msn-readout-phase = { $node }: { $hops } { $hops ->
    [one] hop
   *[other] hops
} from the source; the packet of { $source } reaches it in slot { $slot }, at the end of { $phase }
pages-msn-readout-none = Hover over or tap a node for its distance; click or tap it to route to it (route view) or to make it the source.
# $view is one of the five messages below.
pages-msn-title = The { $sides } Manhattan Street network: { $view }
pages-msn-title-te = total exchange, slot by slot
pages-msn-title-mnb = multinode broadcast, slot by slot
pages-msn-title-hamiltonian = two edge-disjoint Hamiltonian cycles
pages-msn-title-areas = each destination's path family (Figs. 3–4)
pages-msn-title-route = distances and shortest routes
pages-msn-short-title = { $sides } MSN: { $view }
pages-msn-short-te = total exchange
pages-msn-short-mnb = multinode broadcast
pages-msn-short-hamiltonian = Hamiltonian cycles
pages-msn-short-areas = path families
pages-msn-short-route = routes
pages-msn-swept = the Manhattan Street network
pages-msn-table-caption = Hops from the source to every node
pages-msn-explain-te = Total exchange ({ $te }): every node sends to every other, phase by phase; orange and blue are a phase's two routing tags, with every link busy in every slot.
pages-msn-explain-mnb = Multinode broadcast ({ $mnb }): every node broadcasts at once; the nodes holding this source's packet fill in slot by slot.
pages-msn-explain-hamiltonian = Two cycles, orange and blue, each through every node once, sharing no link; half of each packet travels each ring.
pages-msn-explain-areas = Each destination takes the colour of the path family that reaches it first from the source (Eq. (5)): the areas A₁ … A₄ of Varvarigos's Figs. 3–4; paler cells are ties. The panel sets Eq. (10)'s partial sums, by breadth-first search, beside the paper's printed forms.
pages-msn-explain-route = Distances from the source (darker: nearer); orange is the shortest route to the destination by the paper's Eq. (5), checked by breadth-first search.
pages-msn-explain-streets = A { $msn }: one-way streets, drawn north up, with their wraparounds as stubs. Packets move store-and-forward, one { $slot } per link.
pages-msn-explain-sweep = The { $msn }'s mean distance against N, over every route, with the paper's Eq. (27) and the torus's (X+Y)/4 dashed, and the throughput bound it implies on the right-hand axis.
pages-msn-keys-west-east = move the source west or east
pages-msn-keys-north-south = move the source north or south
pages-msn-keys-eight = move 8 nodes at a time
# At the start of a sentence.
pages-term-orderly-broadcasting-start = Orderly broadcasting
pages-term-diameter = diameter

## The orderly room (pages/orderly.rs)

pages-orderly-the-originator = the originator
# $from: the informing neighbour; $label: the label it sends on.
pages-orderly-informed-by = informed at step { $step } by { $from } along its label { $label }
pages-orderly-informed = informed at step { $step } from the originator
# $when is one of the three messages above; $finish: the vertex's own broadcast time as originator.
pages-orderly-readout-own = { $vertex }: { $when }; as the originator it finishes at { $finish }
pages-orderly-readout = { $vertex }: { $when }
pages-orderly-readout-none-pick = Hover over or tap a vertex to read its times; click or tap it to make it the originator.
pages-orderly-readout-none = Hover over or tap a vertex to read its times.
pages-orderly-fired-adaptive = Step { $step }: each informed vertex sends to the next neighbour in its label order that it has not heard from (the adaptive model).
# One item of the list in pages-orderly-fired; $n: how many vertices ($count: the same, written with grouping).
pages-orderly-fired-label = label { $label } from the { $n ->
    [one] vertex
   *[other] { $count } vertices
} informed at step { $at }
pages-orderly-list-separator = ,{" "}
pages-orderly-fired-more = , and higher labels from earlier vertices
# "t" is the time a vertex was informed, as a symbol; $labels: the list of pages-orderly-fired-label items.
pages-orderly-fired = Step { $step }: each vertex informed at step t sends on its label { $step } − t: { $labels }. { $informed } vertices are newly informed.
# $order: the family's labels in order, as symbols.
pages-orderly-family-key = Each vertex's labels, in order: { $order }.
pages-orderly-family-key-grid = Vertices are drawn on the grid of their addresses, one cell each in address order, row by row; a link joins two neighbours of the network, not of the grid. Each vertex's labels, in order: { $order }.
pages-orderly-your-ordering = your ordering
# $net: mesh, torus or msn; $adaptive: yes or no.
pages-orderly-title-grid = Orderly broadcast with { $algo } on the { $sides } { $net ->
    [torus] torus
    [msn] msn
   *[other] mesh
}{ $adaptive ->
    [yes] {" (adaptive)"}
   *[other] {""}
}
# $network: WK(W, L) or a family's symbol (Q_4, BF(3), …).
pages-orderly-title-named = Orderly broadcast with { $algo } on the { $network }{ $adaptive ->
    [yes] {" (adaptive)"}
   *[other] {""}
}
pages-orderly-short-grid = Orderly, { $sides } { $net ->
    [torus] torus
    [msn] msn
   *[other] mesh
}
pages-orderly-short-named = Orderly, { $network }
pages-orderly-swept = orderly broadcast with { $algo }
pages-orderly-table-caption = Arrival time from the originator and broadcast time of every vertex as originator
pages-orderly-explain-model = { $orderly }: every vertex labels its out-edges 1, 2, …, and a vertex informed at time t sends on edge i at time t + i, whether or not the neighbour already knows.
# $bpiu is b^Π(u), $bpig is b^Π(G).
pages-orderly-explain-maps = The first map is the run: each vertex's arrival time from the chosen originator, and, step by step, which edges inform it and the label each fires on. The second gives { $bpiu }, the broadcast time from each originator u; its largest is { $bpig }. The bounds beside them: the { $diameter } and the thesis's lower bound hold for every ordering, its lemmas and theorems for Π; each gets a { $verdict }.
pages-orderly-explain-sweep = Each cell is a torus m × n, coloured by { $bpig } − { $d }: how many steps the ordering needs beyond the farthest vertex. A ring marks a torus where it equals the thesis's lemma bound, a cross one where it exceeds it: choose §3.1's printed ℓ as the ordering to see where it does. In three dimensions the colour is the slack Theorem 4.3.1's bound leaves.

## The sweep room (pages/sweep.rs)

# $what: a family's pages-*-swept message; $range: one of the pages-sweep-range-* messages.
pages-sweep-title = A sweep of { $what } over { $range }
# Between a range's ends: "2 to 256".
pages-sweep-to = {" "}to{" "}
# $key: the size key as links write it (m, n, W, L); $range: "1 to 6".
pages-sweep-range-key = { $key } from { $range }
# $d: the dimensions (2-D, 3-D).
pages-sweep-range-sides = sides { $sides }, { $d }-D
pages-sweep-range-sizes = sizes { $sizes }
# "castlab sweep" is the command; 2^{ $power } is a power of two.
pages-sweep-refused = This sweep cannot run in the page: { $why }. castlab sweep runs it on your own machine, up to 2^{ $power } units of work.
pages-sweep-computing = Computing every size…
pages-sweep-chart-label = { $title }. Hover, tap or use the arrow keys for each point's values; the table below lists them all.
pages-sweep-no-chart = Charts draw one or two ranges; this sweep has more, and the table below lists it.
pages-sweep-readout-none = Hover over, tap or arrow to a point for its values; click it (or press Enter) to open that size.
pages-sweep-open-size = Open this size
pages-sweep-table = Table of every size ({ $rows } rows)
pages-sweep-ordering = Ordering
pages-sweep-skipped = { $count } other sizes in the range do not apply
pages-sweep-skipped-first = The first: { $why }
pages-sweep-sizes = { $sizes } sizes, computed by { $workers } { $workers ->
    [one] worker
   *[other] workers
}.
pages-sweep-heading = Sweep
pages-sweep-range-label = Sizes (A..B per side, or A..B^d)
pages-sweep-range-aria = The sizes to sweep
pages-sweep-panel-note = Each point is one configuration; click it to open it. The table and the downloads hold every value, as castlab sweep prints them.

## The sweep's charts (pages/sweep/charts.rs, charts/*): titles, axes, series

pages-chart-k = k (side 2ᵏ)
# The TCD series' name when the link names no source.
pages-chart-tcd-source = TCD the source (schedule)
pages-chart-tcd-from = TCD from { $source } (schedule)
pages-chart-tcd-title = TCD per node against k: from each schedule, and the papers' closed forms
pages-chart-tcd-axis = TCD per node (hops)
pages-chart-tcd-recurrence = the papers' recurrence (1998 Eqs. (3)–(7), (12); 2000 Eqs. (6)–(11), (15))
pages-chart-tcd-eye = TCD from an eye (schedule)
pages-chart-tcd-eye-closed = closed form at an eye as printed (Cang and Wu 1998 Eq. (10), 2000 Eq. (16))
# $theorem: the paper's theorem as the page cites it ("Cang and Wu 1998, Theorem 2").
pages-chart-beaten-title = Sources where a valid schedule beats Algorithm 1 ({ $theorem } fails there)
pages-chart-beaten-axis = sources (%)
pages-chart-beaten-series = recursive schedule below Algorithm 1
# $first, $second: the two ranges of sides, "4..16".
pages-chart-beaten-heat = Sources where a valid schedule beats Algorithm 1, { $first } × { $second }
pages-chart-beaten-value = sources beaten (%)
pages-chart-classical-title = Classical broadcast time against { $axis }
pages-chart-rounds = rounds
pages-chart-classical-b = b: castlab's best schedule from the source
pages-chart-classical-lower = lower bound: ⌈log₂ N⌉ or the source's eccentricity
pages-chart-lemma-bound = Lemma 3.8.1/3.8.2's bound
pages-chart-theorem-bound = Theorem 4.3.1's bound
# $ordering: the ordering's name.
pages-chart-orderly-title = Broadcast time − diameter of { $ordering } against the side
pages-chart-orderly-axis = steps above the diameter
pages-chart-orderly-over = broadcast time − diameter
# $bound: pages-chart-lemma-bound or pages-chart-theorem-bound.
pages-chart-bound-minus-d = { $bound } − D
pages-chart-lower-minus-d = lower bound − D
pages-chart-orderly-heat = Broadcast time − diameter of { $ordering } on every torus { $first } × { $second }
pages-chart-slack-heat = The slack of Theorem 4.3.1 for { $ordering }, tori { $first } × { $second } × …
pages-chart-slack-value = Theorem 4.3.1's bound − broadcast time
pages-chart-mark-equals = equals { $bound }
pages-chart-mark-exceeds = exceeds { $bound }
pages-chart-msn-throughput = throughput bound (right axis)
# $n: the range of N, "4..16".
pages-chart-msn-title = Mean distance of the N × N Manhattan Street network, N = { $n }
pages-chart-msn-axis = mean distance (hops)
pages-chart-msn-mean = mean distance (every route)
pages-chart-msn-torus = torus (X+Y)/4
pages-chart-msn-heat = Mean distance of the X × Y Manhattan Street network, { $first } × { $second }
pages-chart-msn-value = mean distance
pages-chart-the-source = the source
# "fang" is the algorithm's name in links; $source: an address.
pages-chart-wk-fang = constant label (fang) from { $source }
pages-chart-wk-stack = stack-based broadcast
# $what: one of the three chart names below; $axis: W or L.
pages-chart-wk-title = { $what } against { $axis }
pages-chart-wk-general = constant label from 0…01 (not a corner): (m, t)
pages-chart-wk-bits-title = Label bits
pages-chart-wk-bits = bits
pages-chart-wk-stack-title = Largest stack
pages-chart-wk-entries = entries
pages-chart-wk-work-title = Total decision work
pages-chart-wk-operations = operations
pages-chart-wk-work-value = stack-based broadcast's total work
pages-chart-certified-title = b^o − Theorem 2.2.1's bound (SAT-proven)
pages-chart-certified-axis = steps above the bound
pages-chart-certified-proven = b^o proven
pages-chart-certified-open = open: between the bound and this
pages-chart-certified-series-proven = b^o − bound (proven)
pages-chart-certified-series-open = certified ordering − bound (b^o open)
# $b: "b" or "b/m".
pages-chart-family-best = { $b }, castlab's best from vertex 0
pages-chart-family-exact = { $b } known exactly
# $algo: the algorithm as links name it.
pages-chart-family-slowest = { $b }, slowest originator of { $algo } (a heuristic's time)
# $bound: a published formula ("2m − 1"); $axis: m.
pages-chart-family-upper = upper bound ({ $bound })/{ $axis }
pages-chart-family-lower = lower bound { $bound }/{ $axis } (asymptotic)
# $family: "BF(m)"; $authors: the bounds' authors.
pages-chart-family-bounds-title = b/{ $axis } of { $family } against { $authors }'s bounds
pages-chart-family-lower-log = lower bound: ⌈log₂ N⌉ or the originator's eccentricity
pages-chart-family-classical-title = Classical broadcast time of { $family }, { $axis } = { $span }
pages-chart-family-rounds = { $b } (rounds)
pages-chart-family-rounds-per = { $b } (rounds per dimension)
pages-chart-family-bpi = b^Π(G) of { $ordering }
pages-chart-family-lower-bound = lower bound
# $paper: the thesis as the page cites it.
pages-chart-family-thesis = { $paper } §1.2.2, result 4: m(m + 1)/2, messy M3's worst case
pages-chart-family-orderly-title = Orderly broadcast time of { $family }, { $axis } = { $span }
pages-chart-family-explain-orderly = Each point is one size of the family: b^Π(G), the orderly broadcast time of the link's ordering over every originator, beside its lower bound, the diameter. On Q_m the dashed curve m(m + 1)/2 is the worst messy M3 time that Taslakian 2004 §1.2.2 lists as its result 4 (printed there as an orderly time: see castlab's errata); the dimension ordering meets it at every m.
# $title: the paper's title, as published.
pages-chart-family-explain-classical = Each point is one size of the family: castlab's best classical (telephone-model) schedule from vertex 0, marked where its time is b exactly, and the slowest originator of the link's algorithm, a heuristic's time: it may lie above a published upper bound without breaking it, since a bound is about the best schedule. On BF(m) and UB(2, m) the times are divided by m, against the published bounds as dashed lines: for BF(m) the upper bound 2m − 1 and the lower bound 1.7417m, for UB(2, m) the well-known upper bound 1.5m + 1.5 and the lower bound 1.3171m; both lower bounds hold for large m only. Source: R. Klasing, B. Monien, R. Peine and E. A. Stöhr, "{ $title }", Discrete Applied Mathematics 53 (1994).
paper-title-klasing-1994 = Broadcasting in butterfly and deBruijn networks

# The authors of the butterfly and de Bruijn bounds, as a chart's title names them.
pages-chart-klasing-authors = Klasing, Monien, Peine and Stöhr
