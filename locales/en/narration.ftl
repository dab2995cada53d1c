# Narrated steps (trace=1): the algorithm's pseudocode, why each message is
# sent, the step log and the stepper (core/src/trace*, web narration, stepper).
# Pseudocode lines keep their mathematical notation (S, E_k(2), 2^{k−1},
# A_π(T), L^{(i,j)}, …) exactly as written here in every locale.

## Titles (the algorithms' own are core.ftl's rules-heading-…)

narration-title-user-ordering = a user-supplied ordering

## TCD: Cang and Wu's algorithms (papers 000, 002)

# A citation: "000" and "002" are paper numbers the page replaces by the
# papers' names; keep them as separate words.
narration-tcd-cite-2d = 000 Algorithm 1, its four bullets; 000 §5 on the torus
narration-tcd-cite-3d = 002 Algorithm 2, steps 1–4
narration-tcd-cite-dd = 002 §4 (the eye broadcast, phase by phase)
narration-tcd-line-symmetry = Pick the rotation or reflection g of the mesh under which the algorithm's TCD from S is least; run it on g(mesh), map every message back.
narration-tcd-line-split-2d = Split the 2^k×2^k mesh into four 2^{"{"}k−1{"}"}×2^{"{"}k−1{"}"} submeshes; rotate it until S is in the upper-left one.
narration-tcd-line-step1-2d = Step 1: S sends to the upper-right eye E_k(2).
narration-tcd-line-step2-source-2d = Step 2: S sends to the lower-left eye E_k(3) or to E_{"{"}k−1{"}"}(1), whichever is closer to S.
narration-tcd-line-step2-eye-2d = Step 2: E_k(2) sends straight down to the lower-right eye E_k(4).
narration-tcd-line-repeat-2d = Each submesh repeats from its holder, level by level, until the 2×2 meshes finish in two steps.
narration-tcd-line-split = Split the mesh into 2^d submeshes of half the side; rotate it until the holder S is in the first (low) one.
narration-tcd-line-step-source = Step j (along x, then z, then y in 3-D): S sends across axis j to e_k + a_k on that axis, e_k on later axes, and the nearer of e_k and e_k − a_{"{"}k−1{"}"} on earlier ones.
narration-tcd-line-step-other = Step j: every other holder sends straight across axis j, to e_k + a_k.
narration-tcd-line-repeat = Each submesh repeats from its holder until the unit cubes finish.

# A reason of a TCD step: its rule's sentence, then where the eye lies on
# the page, what the choices saved, and why routes turned (each may be empty;
# each starts with its own space).
narration-tcd-reason = { $rule }{ $frame }{ $saved }{ $route }
# Below the top level the algorithm runs again inside each submesh; $rule is
# the rule's sentence (with $inner = yes), $sides e.g. 4×4.
narration-tcd-again = Step { $step } again, inside each { $sides } submesh (line { $line }): { $rule }
# One message as an example: its ends and its length in hops.
narration-tcd-example = { $from } → { $to }, { $hops ->
        [one] { $hops } hop
       *[other] { $hops } hops
    }
# $kind is "mesh" (the whole mesh) or "submesh"; $sides e.g. 4×4; $axis x, y, z, …;
# $inner is "yes" when the sentence follows narration-tcd-again's colon.
narration-tcd-holder-one = { $inner ->
        [yes] the
       *[other] The
    } holder of the { $sides } { $kind ->
        [mesh] mesh
       *[other] submesh
    } sends across { $axis } to the eye of the other half: { $example }.
narration-tcd-holder-many = { $n } holders, one per { $sides } { $kind ->
        [mesh] mesh
       *[other] submesh
    }, each send across { $axis } to an eye in the other half of their submesh; e.g. { $example }.
narration-tcd-across-one = { $inner ->
        [yes] the
       *[other] The
    } other holder in the { $sides } { $kind ->
        [mesh] mesh
       *[other] submesh
    } sends straight across { $axis }: { $example }.
narration-tcd-across-many = { $inner ->
        [yes] the
       *[other] The
    } other { $n } holders of { $sides } { $kind ->
        [mesh] meshes
       *[other] submeshes
    } send straight across { $axis }; e.g. { $example }.
narration-tcd-target = { $n ->
        [one] { $n } informed subcube
       *[other] { $n } informed subcubes
    } of side { $side } { $n ->
        [one] sends
       *[other] send
    } across { $axis } to the best target of the receiving half (least distance plus that half's remaining cost); e.g. { $example }.
narration-tcd-split = { $n ->
        [one] { $n } sender hands half of its
       *[other] { $n } senders hand half of their
    } set to the best split's receiver, which takes over { $nodes } nodes; e.g. { $example }.
narration-tcd-numbered = { $n ->
        [one] { $n } number x of the certificate hears
       *[other] { $n } numbers x of the certificate hear
    } from x − 2^b (b = x's highest bit); e.g. { $example }.
narration-tcd-untraced = { $n ->
        [one] { $n } message
       *[other] { $n } messages
    } with no recorded rule; e.g. { $example }.
# Where a message across goes on the page; $dir is right, left, down or up.
narration-tcd-goes = {" "}It goes { $dir ->
        [right] to the right
        [left] to the left
        [down] down
       *[up] up
    }.
# The holder $point sits upper left as drawn; $eye is "upper-right" (the
# upper-right eye) or "lower-half" (the lower half's eye).
narration-tcd-frame = {" "}Here { $point } sits upper left in the { $sides } { $kind ->
        [mesh] mesh
       *[other] submesh
    }, as drawn, so the { $eye ->
        [upper-right] upper-right eye
       *[other] lower half's eye
    } is { $dir ->
        [right] to the right
        [left] to the left
        [down] down
       *[up] up
    }.
# The holder sits at $place (upper-right, lower-left, lower-right), so the
# algorithm turns the block to put it upper left.
narration-tcd-frame-turned = {" "}Here { $point } sits { $place ->
        [upper-right] upper right
        [lower-left] lower left
       *[other] lower right
    } in its { $sides } { $kind ->
        [mesh] mesh
       *[other] submesh
    }, so the algorithm turns that { $kind ->
        [mesh] mesh
       *[other] submesh
    } { $place ->
        [upper-right] a quarter turn anticlockwise
        [lower-left] a quarter turn clockwise
       *[other] half a turn
    } to put it upper left: the { $eye ->
        [upper-right] upper-right eye
       *[other] lower half's eye
    } is then { $dir ->
        [right] to the right
        [left] to the left
        [down] down
       *[up] up
    } on the page.
# Messages routed off dimension order; $order and $plain are axis orders (yx, xy).
narration-tcd-route-clash = {" "}{ $n ->
        [one] { $n } message
       *[other] { $n } messages
    } routed { $order } instead of { $plain }: { $plain } would share the link { $link } with { $from } → { $to }.
narration-tcd-route-symmetry = {" "}{ $n ->
        [one] { $n } message
       *[other] { $n } messages
    } routed { $order } instead of { $plain }: the symmetry's image of x-first routing on the turned mesh.
narration-tcd-route-free = {" "}{ $n ->
        [one] { $n } message
       *[other] { $n } messages
    } routed { $order } instead of { $plain }, so that no link carries two messages of the step.

## The subcube-recursive schedule, the exhaustive optimum, the certificate

narration-recursive-cite = castlab (docs/explanations: the recursive family); contains 000 Algorithm 1
narration-recursive-line-dp = For every level and every holder T, a DP gives A_π(T): the least TCD when T's subcube informs the others along the axis order π (distance + the receiving subcube's own cost, by L1 distance transforms).
narration-recursive-line-order = Pick the axis order π with the least A_π(S).
narration-recursive-line-step = Step i: every informed subcube sends across axis π_i to the node of the receiving subcube that minimises distance plus that subcube's remaining cost.
narration-recursive-line-repeat = Each subcube repeats from the node it was sent to.
# This source's TCD ($this) beside the papers' algorithm's ($paper).
narration-recursive-ties = {" "}From this source it ties the papers' algorithm: TCD { $this }.
narration-recursive-saves = {" "}From this source the choices save { $saved ->
        [one] { $saved } hop
       *[other] { $saved } hops
    } over the papers' algorithm ({ $this } against { $paper }).
narration-recursive-loses = {" "}From this source: TCD { $this } against the papers' { $paper }.
narration-exact-cite = castlab: a dynamic programme over subsets (N ≤ 16)
narration-exact-line-define = f(A, s): the least TCD to inform the set A from s ∈ A in log₂|A| steps; f({"{"}s{"}"}, s) = 0.
narration-exact-line-recurrence = f(A, s) = min over halves B ⊂ A∖{"{"}s{"}"}, |B| = |A|/2, and r ∈ B of dist(s, r) + f(A∖B, s) + f(B, r).
narration-exact-line-emit = Emit: s sends to r, the best split's r; then A∖B from s and B from r, one step later.
narration-optimum-cite = castlab-prove: a SAT witness with its checked proof (docs/certified.md)
narration-optimum-line-numbers = The certificate numbers the nodes 0 … N − 1, the source 0.
narration-optimum-line-step = Step b + 1: every number x with highest bit b hears from x − 2^b.
narration-optimum-line-proof = No schedule has a smaller TCD: the solver's proof of the next smaller bound was replayed.

## WK networks (paper 001)

narration-fang-cite = 001 §3: corner broadcasting (1.x) and general broadcasting (2.x)
narration-fang-line-source = Source s: a corner (p)^L sends p to its inner neighbours; any other s sends (0, cor-id(s)) to its inner neighbours and (cor-level(s), flip-cor-id(s)) over its inter-cluster link.
narration-fang-line-spread = (1.1), (2.1): a label received over an inter-cluster link goes to every inner neighbour, unchanged.
narration-fang-line-corner = (1.2.2.1): p received over an inner link goes over the inter-cluster link when flip-cor-id(v) = p.
narration-fang-line-higher = (2.2.2): (m, t) received over an inner link, c = cor-level(v) > m: send (c, flip-cor-id(v)) over the inter-cluster link.
narration-fang-line-matching = (2.2.4.1): c < m and flip-cor-id(v) = t: forward (m, t) over the inter-cluster link.
narration-fang-line-stop = Otherwise stop: (1.2.1) a corner of the network, (1.2.2.2), (2.2.1), (2.2.3) c = m, (2.2.4.2).
narration-stack-cite = 001 §1, describing Chen and Duh's broadcast
narration-stack-line-source = Source: push L; send the stack on every link.
narration-stack-line-pop = A node reached over a link labelled i (0: inner) pops while the top ≤ i, then pushes i.
narration-stack-line-send = It sends the stack on every link whose label is not in it.
# A WK step's reasons: $n deliveries, one of them from $from to $to carrying $label.
narration-wk-start-inner = The source sends to the { $n ->
        [one] { $n } inner neighbour
       *[other] { $n } inner neighbours
    } of its own smallest cluster; e.g. { $from } → { $to } carrying { $label }.
narration-wk-start-inter = The source also sends over its inter-cluster link: { $from } → { $to } carrying { $label }.
# $senders nodes pass the label on in $n messages.
narration-wk-spread = { $senders ->
        [one] { $senders } node reached over an inter-cluster link passes
       *[other] { $senders } nodes reached over an inter-cluster link pass
    } the label on, unchanged, to every inner neighbour ({ $n ->
        [one] { $n } message
       *[other] { $n } messages
    }); e.g. { $from } → { $to } carrying { $label }.
narration-wk-corner = { $n ->
        [one] { $n } node passes the corner label across its
       *[other] { $n } nodes pass the corner label across their
    } inter-cluster link, because the node there ends in the label's digit p (the paper's flip-cor-id(v) = p); e.g. { $from } → { $to } carrying { $label }.
narration-wk-higher = { $n ->
        [one] { $n } node sends a new label across its
       *[other] { $n } nodes send a new label across their
    } inter-cluster link, because that link is of a higher level than any the label has crossed (the paper's cor-level(v) > m): the new label is that level and the last digit of the node it reaches (flip-cor-id(v)); e.g. { $from } → { $to } carrying { $label }.
narration-wk-matching = { $n ->
        [one] { $n } node passes the label on, unchanged, across its
       *[other] { $n } nodes pass the label on, unchanged, across their
    } inter-cluster link, because that link is of a lower level than the label's m (cor-level(v) < m) and leads to a node ending in the label's digit t (flip-cor-id(v) = t); e.g. { $from } → { $to } carrying { $label }.
narration-wk-stack = { $n ->
        [one] { $n } stack is sent
       *[other] { $n } stacks are sent
    } on links whose label is not in the stack; e.g. { $from } → { $to } carrying { $label }.

## Orderly broadcasting (paper 003)

narration-orderly-cite = 003 §1.3 (orderly broadcasting); Π: 003 §3.2, Π_d: §4.2
narration-orderly-line-origin = The originator holds the message at time 0.
narration-orderly-line-send = A vertex informed at time t sends on label i of its list at time t + i, i = 1 … deg(v), whoever has heard already (non-adaptive).
narration-orderly-line-first = A vertex is informed by the first message that reaches it (on a tie, the sender with the lowest index).
narration-orderly-line-pi = Π's lists (§3.2), by a vertex's column j, its second coordinate (drawn as a row of the map): j = 0 and j = ℓ = { $ell } take cases c/d, every other j cases a/b.
# A reason: the vertices that hear at $time, then (with Π) the sender's case.
narration-orderly-reason = { $heard }{ $case }
narration-orderly-heard = { $n ->
        [one] { $n } vertex hears
       *[other] { $n } vertices hear
    } the message first over an edge with label { $label }: a sender informed at time { $informed } uses label { $label } at time { $informed } + { $label } = { $time }; e.g. { $from } → { $to }.
narration-orderly-case-zero = {" "}{ $vertex } is in column j = 0 of §3.2 (its second coordinate, a row of the map; ℓ = { $ell }), so its list is cases c/d.
narration-orderly-case-ell = {" "}{ $vertex } is in column j = ℓ = { $ell } of §3.2 (its second coordinate, a row of the map; ℓ = { $ell }), so its list is cases c/d.
narration-orderly-case-other = {" "}{ $vertex } is in column j = { $column } of §3.2 (its second coordinate, a row of the map; ℓ = { $ell }), neither 0 nor ℓ, so its list is cases a/b.

## The classical (telephone) model (003 §1.2.1)

narration-classical-line-holds = The originator holds the message before round 1.
narration-binomial-title = The binomial tree on the hypercube Q_m
narration-binomial-cite = 003 §1.2.1 lists "Hypercube H_m : b(H_m) = m"; castlab states the binomial tree, which meets it
narration-binomial-line-round = For i = 1 … m: in round i every informed vertex calls its neighbour across dimension i, whose address differs in the i-th digit from the right.
narration-doubling-title = Doubling on the complete graph K_n
narration-doubling-cite = 003 §1.2.1 lists "Complete graph K_n : b(K_n) = ⌈log₂ n⌉"; castlab states the doubling, which meets it
narration-doubling-line-round = Each round, every informed vertex calls the next uninformed vertex in number order, until every vertex is informed.
narration-tree-title = The spanning-tree broadcast
narration-tree-cite = castlab states it (optimal on a tree; on any network an upper bound)
narration-tree-line-build = Build a breadth-first spanning tree from the originator: each vertex's parent is a neighbour one hop nearer with the fewest children so far.
narration-tree-line-time = A subtree's time is the largest of i + (its i-th child's subtree time), the children listed slowest first.
# This line and the next are one sentence.
narration-tree-line-first = A vertex informed in round t calls its first child, the slowest subtree, in round t + 1,
narration-tree-line-next = and its i-th child in round t + i, one call a round.
narration-greedy-title = The matching heuristic
narration-greedy-cite = castlab states it (a heuristic: an upper bound on b(u))
narration-greedy-line-callers = Each round, take the informed vertices that have an uninformed neighbour, those with the fewest such neighbours first.
narration-greedy-line-urgent = Each calls its most urgent free uninformed neighbour: the one whose spanning-tree subtree needs longest, then the one with most layers behind it.
narration-greedy-line-augment = A vertex left without a free neighbour gets one along an augmenting path, which moves other callers to other neighbours.
narration-greedy-line-repeat = Repeat until no informed vertex has an uninformed neighbour.
narration-search-title = The exhaustive search (b(u) exactly)
narration-search-cite = castlab states it (iterative deepening over informed sets)
narration-search-line-deepen = For r = the least rounds the doubling and the distances allow, r + 1, …: search the informed sets each round can reach (every caller with an uninformed neighbour calls one) until r rounds inform every vertex.
narration-search-line-match = In each round found, match the newly informed vertices to distinct informed callers (augmenting paths).
# A round's reasons: $n vertices call in round $round; one call, $from → $to.
narration-classical-dimension = { $n ->
        [one] { $n } vertex calls
       *[other] { $n } vertices call
    } across dimension { $round }, to the neighbour whose address differs in the { $round }{ NUMBER($round, type: "ordinal") ->
        [one] st
        [two] nd
        [few] rd
       *[other] th
    } digit from the right; e.g. { $from } → { $to }.
narration-classical-next-in-order = { $n ->
        [one] { $n } vertex calls
       *[other] { $n } vertices call
    } the next uninformed vertex in number order; e.g. { $from } → { $to }.
narration-classical-first-child-originator = { $n ->
        [one] { $n } vertex
       *[other] { $n } vertices
    }, the originator, calls its first child in the spanning tree, the one whose subtree needs longest; e.g. { $from } → { $to }.
# $informed is the round the callers were informed in ($round − 1).
narration-classical-first-child = { $n ->
        [one] { $n } vertex
       *[other] { $n } vertices
    } informed in round { $informed } { $n ->
        [one] makes
       *[other] make
    } a first call, to the child in the spanning tree whose subtree needs longest; e.g. { $from } → { $to }.
narration-classical-next-child = { $n ->
        [one] { $n } vertex calls its
       *[other] { $n } vertices call their
    } next child in the spanning tree, the one whose subtree needs next longest; e.g. { $from } → { $to }.
narration-classical-urgent = { $n ->
        [one] { $n } vertex calls its
       *[other] { $n } vertices call their
    } most urgent free uninformed neighbour; e.g. { $from } → { $to }.
narration-classical-augmented = { $n ->
        [one] { $n } vertex calls a neighbour an augmenting path gave it
       *[other] { $n } vertices call a neighbour an augmenting path gave them
    }: a caller was left without a free neighbour, so callers moved along the path; e.g. { $from } → { $to }.
narration-classical-searched = { $n ->
        [one] { $n } vertex calls one vertex
       *[other] { $n } vertices call one vertex each
    }: the new vertices of the informed set the search found for round { $round }; e.g. { $from } → { $to }.

## Manhattan Street networks (paper 004)

narration-msn-route-title = shortest routing (Varvarigos 1998)
narration-msn-route-cite = 004 Eqs. (1)–(5)
narration-msn-route-line-map = Map the destination by the automorphism R_s to the offset (i, j) from the origin.
narration-msn-route-line-family = Eq. (5): pick the shortest of the four path families NE, SW, SE, NW; its routing tag lists the hops (0: along the row, 1: along the column).
narration-msn-route-line-follow = Follow the tag from s: each 0 takes the row link, each 1 the column link.
narration-msn-te-title = total exchange in optimal time (Varvarigos 1998)
narration-msn-te-cite = 004 §4, Lemmas 2–3, Eq. (28)
narration-msn-te-line-phases = For every offset pair i ≤ j, (i, j) ≠ (0, 0), run phase P(i, j).
narration-msn-te-line-pair = P(i, j), i < j: every node sends its (i, j) packet along L^{"{"}(i,j){"}"} and its (j, i) packet along the complement, a hop per slot.
narration-msn-te-line-diagonal = P(i, i): every node splits its (i, i) packet into halves that take L^{"{"}(i,i){"}"} and its complement, a hop per half slot.
narration-msn-mnb-title = multinode broadcast with the sets A_i (Varvarigos 1998)
narration-msn-mnb-cite = 004 §5, Eq. (29)
narration-msn-mnb-line-sets = Choose link sets A_1 … A_m of the origin's broadcast tree, one horizontal and one vertical link each, whose translates A_i(x, y) are disjoint.
narration-msn-mnb-line-slot = Slot i: every node (x, y) sends its packets over the translate A_i(x, y).
narration-msn-areas-title = the destination areas (Varvarigos 1998)
narration-msn-areas-cite = 004 Eqs. (5)–(9), Figs. 3–4
narration-msn-areas-line-map = Map each destination by the automorphism R_s to its offset (x, y) from the origin.
narration-msn-areas-line-family = Eq. (5): the shortest of the four path families NE, SW, SE, NW names the destination's area A_1 … A_4.
narration-msn-areas-line-distance = Eqs. (6)–(9): on each area the distance is a sum of x, y, X − x, Y − y and a constant set by the parities of x and y.
narration-msn-rings-title = multinode broadcast on two Hamiltonian rings (Varvarigos 1998)
narration-msn-rings-cite = 004 §6, Eq. (30)
narration-msn-rings-line-build = Build two edge-disjoint Hamiltonian cycles.
narration-msn-rings-line-split = Every node splits its packet into halves, one per ring.
narration-msn-rings-line-slot = Half slot t: every node forwards the half packets it holds one hop along each ring.
# Hop $step of the route's $hops: its routing tag $tag (in path family $family)
# reads $digit, so the packet takes the $link (row or column) link.
narration-msn-route-hop = Hop { $step } of { $hops }: the shortest path family is { $family }, whose routing tag { $tag } reads { $digit } here, so the packet takes the { $link ->
        [row] row
       *[other] column
    } link: { $from } → { $to }.
# Total exchange: phase P($i,$j), hop $hop of $hops; $diagonal is yes when i = j
# (half packets); $moves says where this source's packets go.
narration-msn-te-hop = Phase P({ $i },{ $j }), hop { $hop } of { $hops }{ $diagonal ->
        [yes] {" "}(half packets)
       *[other] {""}
    }: this source's packets move { $moves }; all { $nodes } nodes do the same at once, so every link is busy.
narration-msn-te-moves-both = { $from } → { $to } along the phase's path L^{"{"}({ $i },{ $j }){"}"} and { $from2 } → { $to2 } along its complement
narration-msn-te-moves-one = { $from } → { $to } along the phase's path L^{"{"}({ $i },{ $j }){"}"}
narration-msn-mnb-slot = Slot { $step }: the translate of A_{ $step } at this source uses { $links } links, e.g. { $from } → { $to }; all { $nodes } nodes send over their own translates, which are disjoint.
narration-msn-rings-slot = Half slot { $step }: the half packet on ring { $ring } moves one hop, { $from } → { $to }; every node forwards along both rings at once.
narration-msn-areas-lies = { $from } → { $to } lies in its family's area.

## A reader's own schedule (plan=): the one-port model's rules

narration-plan-title = Your schedule
narration-plan-cite = the one-port model of 000 and 002 checked by castlab
narration-plan-line-source = before step 1 only the source holds the message
narration-plan-line-one-port = in each step every informed node sends at most one message (one port)
narration-plan-line-route = a message runs along its route, any number of hops, within its step
narration-plan-line-once = every node is informed exactly once, and all are by the last step
narration-plan-line-contention = a step should use no link twice, by two messages or by one route (no contention)
# A step of the plan: what it sends, the link it shares ("; …"), the rule it
# breaks (". Broken rule: …"), and on the last step a rule broken at no step.
narration-plan-reason = { $sent }{ $clash }{ $broken }.{ $end }
narration-plan-sends-one = Your message from { $from } to { $to } runs { $hops ->
        [one] { $hops } hop
       *[other] { $hops } hops
    }
narration-plan-sends-many = Your { $n } messages run { $hops } hops in all, e.g. from { $from } to { $to }
narration-plan-crosses-twice = ; your message from { $from } to { $to } at step { $step } crosses the link { $link-from }–{ $link-to } twice
narration-plan-crosses-shared = ; your message from { $from } to { $to } at step { $step } crosses the link { $link-from }–{ $link-to } that { $other }'s message also uses
# $rule is the validator's finding.
narration-plan-broken = . Broken rule: { $rule }
narration-plan-broken-end = {" "}At the end, a broken rule: { $rule }.

## When a trace and its broadcast disagree (a bug)

narration-error-uncovered = message { $message } has no reason
narration-error-twice = message { $message } has two reasons
narration-error-unknown = a reason names message { $message }, which is not sent
narration-error-empty = reason { $group } covers no message
narration-error-untraced = message { $message } was sent without a recorded rule

## The page: the pseudocode panel and the step log (web narration.rs)

# The panel's accessible name.
narration-panel-name = The algorithm
narration-tracing = Tracing the broadcast…
narration-none-plan = Your schedule follows no algorithm's rules, so no line of one sends its messages: step through it on the map; the panel above checks it by the model's rules.
# $limit is a number of vertices, already written (1,024).
narration-none-classical = No narration beyond { $limit } vertices: the schedule's calls are not listed at this size, so there are no rounds to narrate. The map still shows when every vertex is informed; a smaller size is narrated round by round.
# “Adaptive” names the panel's checkbox.
narration-none-adaptive = No narration for the adaptive model: there a vertex skips the neighbours it has already heard from, so its list changes while the broadcast runs, and no line of a fixed algorithm sends each message. The map still shows when every vertex hears; untick “Adaptive” in the panel for the narrated, non-adaptive broadcast.
# $error says what the trace's validator found (a bug).
narration-mismatch = The trace does not match the broadcast: { $error }.
# After a marked line: how many messages it sends at this step.
narration-line-count = {" "}· { $count } now
narration-lines-step = Only this step's lines
narration-lines-all = All { $total } lines
narration-lines-hidden = The lines each step runs come back once the question is answered.
narration-log-name = Why each message is sent
narration-log-empty = Step through the broadcast to read why each message is sent.
# Before the step's first reason.
narration-log-lead = Step { $step } of { $steps }:{" "}
# Before each reason: the pseudocode line that sends its messages.
narration-log-line = line { $line }:{" "}
narration-log-more = …and { $more } more reasons at this step.
# Closes a glossary term's definition.
narration-close = Close
# One reason in the picture's exported step log.
narration-export-reason = Step { $step }, line { $line }: { $sentence }
# The drawing's key while a plan's broken rule is marked; $rule is its name (one-port, contention, …).
narration-key-broken = purple ring (and arrow): the nodes your plan's first broken rule, { $rule }, names

## The stepper (web stepper.rs)

narration-stepper-hidden = Schedule hidden: press play or pick a step.
narration-stepper-before = Before step 1: only the source is informed (of { $steps } steps).
# $messages, $hops and $informed select the plural; the -shown forms are the
# same counts already written (1,024).
narration-stepper-summary = Step { $step } of { $steps }: { $messages ->
        [one] { $messages-shown } message
       *[other] { $messages-shown } messages
    }, { $hops ->
        [one] { $hops-shown } hop
       *[other] { $hops-shown } hops
    }; { $informed ->
        [one] { $informed-shown } node
       *[other] { $informed-shown } nodes
    } informed.
narration-stepper-step = Step { $step } of { $steps }.
narration-stepper-play = Play
narration-stepper-pause = Pause
narration-stepper-first = First step
narration-stepper-previous = Previous step
# The button's tooltip names its key.
narration-stepper-previous-key = Previous step (,)
narration-stepper-next = Next step
narration-stepper-next-key = Next step (.)
narration-stepper-last = Last step
# The slider's accessible name.
narration-stepper-slider = Step
narration-stepper-hide = Hide
narration-stepper-hide-title = Hide the schedule
