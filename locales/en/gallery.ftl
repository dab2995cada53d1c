# The examples gallery: each example's title, what to notice in it, and what its card's
# number is (core/src/examples.rs, core/src/examples/*.rs), and the gallery's own words
# (web/src/components/gallery.rs). The papers' symbols and numbers stay as published:
# TCD, WK(4, 3), b^Π(G), T_9×13, Q_4, Eq. (27), §1.3, … In the page, x^y and x^{yz} are
# drawn raised and x_y lowered, so keep ^ and _ as they are. Keep each message on one line.

## The gallery's own words (web/src/components/gallery.rs)

gallery-heading-start = Welcome: examples to begin with
gallery-heading = Examples
# The button that closes the first visit's gallery.
gallery-skip = Skip
gallery-close = Close
gallery-waiting = The examples come back once the question is answered: their numbers and notes could answer it.
# “…” names the explanations' heading under every view.
gallery-lead = castlab computes broadcasts on interconnection networks from explicit, checked schedules, straight from five papers and on the networks a course teaches beyond them: pick an example to see a result, where a paper's claim holds, and where it fails. Every view explains itself under “{ glossary-explain-summary }”; every state is a link you can share.
gallery-start-here-label = Start here
gallery-start-here = Start here: five examples in order
# A paper's section: its short name ("Cang and Wu 1998") and what castlab makes of it.
gallery-paper-heading = { $paper }: { $topic }
gallery-beyond-label = Beyond the papers
gallery-beyond = Beyond the papers: the hypercube, the butterfly, the de Bruijn graph, the cube-connected cycles, K_n, P_n and C_n
gallery-exercises-label = Exercises
gallery-exercises = Exercises: a question on each network, checked as you answer
# A card's number: what it is ("TCD", "rounds") and its value ("69").
gallery-headline = { $shows } { $value }
# An exercise's card, in place of the number (which would give the answer away).
gallery-a-question = a question
# A Start here card's link to the next example on the path.
gallery-next = Next: { $title }
gallery-last-of-five = The last of the five: the gallery's other examples go further.
# An opened example's title before its note ("The eyes of the 8×8 mesh: From an eye, …").
gallery-note-heading = { $title }:{" "}
# The same, for a title that is a question (it ends in its own mark).
gallery-note-heading-question = { $title }{" "}

## Start here: why each example of the path comes next

gallery-why-tcd-eye-8x8 = what TCD is, and the eyes where it is least
gallery-why-tcd-recursive-beats-paper = where a paper's claim fails, and a better schedule
gallery-why-wk-figure-3 = a different network, all ports at once
gallery-why-orderly-9x13 = orderly broadcasting: each node's fixed order of labels
gallery-why-msn-total-exchange = every node to every other, slot by slot

## What a card's number is (the first value an example promises)

gallery-shows-tcd = TCD
gallery-shows-least-tcd = least TCD
gallery-shows-sources-beaten-on-256x256 = sources beaten on 256×256
gallery-shows-plan-tcd = plan TCD
gallery-shows-broken-rule = broken rule
gallery-shows-rounds = rounds
gallery-shows-steps = steps
gallery-shows-label-bits = label bits
gallery-shows-stack-label-bits-at-l-7 = stack label bits at L = 7
gallery-shows-clusters = clusters
gallery-shows-b-pi-g = b^Π(G)
gallery-shows-b-o-g = b^o(G)
gallery-shows-b-pi-of-t-9x13 = b^Π of T_9×13
gallery-shows-b-pi-of-t-14x10 = b^Π of T_14×10
gallery-shows-b-pi-of-t-3x3x4 = b^Π of T_3×3×4
gallery-shows-b-pi-src = b^Π(src)
gallery-shows-worst-case-under-m3 = worst case under M3
gallery-shows-b-from-0-1 = b from (0, 1)
gallery-shows-b-from-8-3 = b from (8, 3)
gallery-shows-b-from-0-1-0-0 = b from (0, 1, 0, 0)
gallery-shows-hops = hops
gallery-shows-slots = slots
gallery-shows-mean-distance-on-8x8 = mean distance on 8×8
gallery-shows-odd-odd-sum = odd–odd sum
gallery-shows-rounds-for-bf-10 = rounds for BF(10)
gallery-shows-rounds-for-ub-2-12 = rounds for UB(2, 12)
gallery-shows-b-pi-of-q-12 = b^Π of Q_12

## Meshes (core/src/examples/mesh.rs): TCD, papers 000 and 002

gallery-tcd-eye-8x8-title = The eyes of the 8×8 mesh
gallery-tcd-eye-8x8-note = From an eye, (2, 2) here, Algorithm 1's broadcast travels 69 hops in all, the least of any source: the four circled cells.

gallery-tcd-corner-8x8-title = From the corner
gallery-tcd-corner-8x8-note = The corner is the worst place to start: 79 hops, recounted from the schedule; 000's Eqs. (3)–(7) give the same, and so does its Eq. (9), the corner's closed form.

gallery-tcd-4x4-theorem-2-title = Where Theorem 2 fails: 4×4 from (1, 0)
gallery-tcd-4x4-theorem-2-note = Algorithm 1 needs 17 hops from (1, 0), but the exhaustive search over all time-step-optimal schedules finds 16: the claim of minimality fails.

gallery-tcd-4x4-optimum-title = The 16-hop schedule from (1, 0)
gallery-tcd-4x4-optimum-note = The exhaustive optimum's schedule from the same source, checked by the same validator: one port, every node informed once, no shared link.

gallery-tcd-recursive-beats-paper-title = A better schedule from (3, 1)
gallery-tcd-recursive-beats-paper-note = The best subcube-recursive schedule needs 70 hops where Algorithm 1 needs 73; the map shows the difference at every source.

gallery-tcd-corollary-1-certified-title = Corollary 1, proven on 8×8
gallery-tcd-corollary-1-certified-note = A SAT solver refuted TCD 68 from every class of sources, each refutation checked by an independent DRAT checker: no schedule from anywhere beats the eyes' 69. Not only the eyes reach it: here is a 69-hop schedule from (2, 3).

gallery-tcd-next-to-the-eye-settled-title = Next to an eye, 70 is the least
gallery-tcd-next-to-the-eye-settled-note = From (1, 2), one step from the eye (2, 2), the solver refuted 69 hops and an independent checker replayed its proof; a recursive schedule reaches 70, so the least TCD from here is settled at one hop more than the eye's.

gallery-tcd-torus-8x8-settled-title = The 8×8 torus: every node an eye, 69 proven
gallery-tcd-torus-8x8-settled-note = 000 §5 says every node of a torus is an eye. On 8×8 the solver refuted 68 hops (a 1.8 GB proof, replayed by drat-trim in 842 s), and the eye schedule takes 69 from any node: the claim holds.

gallery-tcd-difference-16x16-title = Difference map, 16×16
gallery-tcd-difference-16x16-note = Purple where the recursive schedules beat Algorithm 1: 228 of 256 sources, by up to 6 hops. The eyes (291) are never beaten.

gallery-tcd-torus-title = Every torus node is an eye
gallery-tcd-torus-note = On a torus every source reaches the eye value: 291 hops on 16×16, from (5, 9) as from anywhere.

gallery-tcd-1024-title = A million sources at once
gallery-tcd-1024-note = The best subcube-recursive schedule from every source of the 1024×1024 mesh, computed level by level by distance transforms rather than by a million simulations.

gallery-tcd-sweep-k-title = Chart: the TCD against k, and Theorem 2's failure
gallery-tcd-sweep-k-note = From 2×2 to 256×256: the corner's and the eye's TCD on their closed forms, and the share of sources where a valid schedule beats Algorithm 1, from 4 of 16 to 65,476 of 65,536.

gallery-exercise-least-32x32-title = Exercise: where should the source be?
gallery-exercise-least-32x32-note = On the 32×32 mesh, click the source you think gives the least TCD; the map stays plain until you find a best one, and from the third wrong pick the feedback says how far off its value is.

gallery-tcd-least-known-8x8-title = Figure 2: the least TCD of every node
gallery-tcd-least-known-8x8-note = Each node's least known TCD, marked by how it is known: 69 and 70 proven around the eyes, intervals elsewhere (69–79 at the corner). Eqs. (8)–(10) as printed match the schedules.

gallery-tcd-regions-8x8-title = Who answers for which submesh
gallery-tcd-regions-8x8-note = Figs. 4–6 of 000 explain where each message goes by the submesh its sender is responsible for. Dashed boxes show them after each step: from the eye (2, 2), step 1 halves the mesh across x, step 2 across y, and at step 3 each quadrant's holder hands the half nearer its eye side to a neighbour: (2, 2) keeps x = 2…3 and (1, 2) takes x = 0…1.

gallery-tcd-eye-8x8x8-title = A 3-D eye: 525 on 8×8×8
gallery-tcd-eye-8x8x8-note = Algorithm 2 from an eye of the 8×8×8 mesh, drawn as z-slices; the eight eyes tie for the least TCD.

gallery-tcd-4x4x4-recursive-title = Theorem 3 fails in 3-D too
gallery-tcd-4x4x4-recursive-note = From (1, 0, 0) of the 4×4×4 mesh Algorithm 2 takes 68 hops; a valid recursive schedule takes 66.

gallery-tcd-4d-title = Four dimensions, as numbers
gallery-tcd-4d-note = A 4×4×4×4 mesh has no picture, but the same table: the best subcube-recursive schedules reach 255 from 16 sources.

gallery-tcd-least-known-4x4x4-title = Figure 5 in 3-D: the least TCD of every node of 4×4×4
gallery-tcd-least-known-4x4x4-note = 002's Figure 5 shows the minimum TCD of every node of the 4×4×4 mesh in four y-planes; castlab draws z-slices. Every value here is proven by a certificate, and the least, 63 (Theorem 5's Eq. (13) as printed), is reached at exactly the 8 eyes the paper underlines.

gallery-plan-beats-algorithm-1-title = Your own schedule: 70 from (6, 3), where Algorithm 1 needs 73
gallery-plan-beats-algorithm-1-note = A schedule read from a file (castlab's best subcube-recursive schedule from (6, 3), exported and loaded back) and checked by the same validator as castlab's own: one port, every node informed once, 70 hops in all. The map beside it is Algorithm 1's, 73 at this source, and the certified bound says no schedule does better than 70: any schedule can be checked, compared with the paper and proven best this way.

gallery-plan-one-port-broken-title = A broken schedule: one node, two messages in a step
gallery-plan-one-port-broken-note = The same schedule with one mistake: in step 3, (2, 3) sends to (2, 1) and also to (2, 6). The check names the first rule broken, one port (a node sends one message per step), with its step and the node to mark on the map, so a hand-made schedule shows exactly where it goes wrong.

gallery-classical-mesh-8x8-title = The 8×8 mesh in the telephone model: 14 rounds, its diameter
gallery-classical-mesh-8x8-note = From the corner (0, 0) the matching heuristic informs all 64 vertices in 14 rounds, the corner's distance to the far corner, so no broadcast is faster; the three-models panel sets it beside the dimension ordering's 21 orderly steps and the messy runs.

gallery-classical-torus-4x4x4-title = The 4×4×4 torus in 6 rounds
gallery-classical-torus-4x4x4-note = 64 vertices need at least ⌈log₂ 64⌉ = 6 rounds, and the diameter is 6 too; the matching heuristic meets both from (0, 0, 0), so b = 6.

## WK-recursive networks (core/src/examples/wk.rs): paper 001

gallery-wk-figure-3-title = Figure 3: broadcasting from 201 in WK(4, 3)
gallery-wk-figure-3-note = Step through the paper's walkthrough: 201 sends (1, 0) to 210, and the label (m, t) tells every node whether to forward. Everyone hears once, in 7 steps.

gallery-wk-stack-title = The stack-based broadcast
gallery-wk-stack-note = Chen and Duh's broadcast carries a stack of link labels; it also finishes in 7 steps, every node once, but with 6 label bits instead of 4.

gallery-wk-constant-label-title = Constant label against the stack, WK(4, 6)
gallery-wk-constant-label-note = Six levels deep the constant label still needs 5 bits and at most 5 comparisons per node; the stack needs 18 bits and up to 29 operations.

gallery-wk-eccentricity-title = Faster than the diameter
gallery-wk-eccentricity-note = From 012 the broadcast ends after 6 steps, one below the diameter 2^L − 1 = 7: every node whose digits all differ is this close to everyone.

gallery-wk-sweep-labels-title = Chart: constant label against the stack, L = 1 to 7
gallery-wk-sweep-labels-note = From the corner (the link's source) the constant label is p alone, 2 bits at every L; from 0…01, which is not a corner, it is (m, t), 5 bits from L = 5 on (the dashed line). The stack's label grows to 21 bits at L = 7, its stack to 7 entries and its total decision work to ten times the constant label's.

gallery-exercise-when-wk-title = Exercise: which step reaches this node?
gallery-exercise-when-wk-note = All ports, one hop per step, by the constant-label rules: say at which step the marked node of WK(4, 3) hears from 201.

gallery-wk-outline-4-3-title = The outline graph: WK(4, 3) seen as WK(4, 2)
gallery-wk-outline-4-3-note = Definition 5 takes each WK(4, 1) cluster as one vertex. The 16 discs and the links between them form WK(4, 2), as Proposition 1 says: 24 links inside its 4 clusters (once level-1 links) and 6 between them (once level-2), each one level lower than in the network.

gallery-classical-wk-3-2-title = WK(3, 2) in 4 rounds from every vertex
gallery-classical-wk-3-2-note = 9 vertices need at least ⌈log₂ 9⌉ = 4 rounds; the exhaustive search finds a 4-round broadcast from every originator, so b(WK(3, 2)) = 4.

## Orderly broadcasting on tori (core/src/examples/orderly.rs): paper 003

gallery-orderly-9x13-title = The thesis's example: T_9×13 from (0, 3)
gallery-orderly-9x13-note = Under the ordering Π every vertex is informed by 14, four steps above the diameter; the first map shows when each vertex hears, and along which label.

gallery-orderly-printed-ell-title = ℓ as §3.1 prints it breaks Lemma 3.8.1
gallery-orderly-printed-ell-note = With the printed ℓ (even) Π needs 16 on T_14×10, one more than the lemma allows; the next example uses ℓ odd.

gallery-orderly-odd-ell-title = ℓ odd meets it
gallery-orderly-odd-ell-note = With ℓ odd, as the thesis's own example uses, Π reaches its bound 15 on T_14×10 exactly.

gallery-orderly-search-4x4-title = A better ordering than Π on T_4×4
gallery-orderly-search-4x4-note = Π needs 6; a seeded local search finds an ordering that needs 5, Theorem 2.2.1's lower bound, so it is optimal.

gallery-orderly-certified-5x6-title = b^o(T_5×6) = 7, proven
gallery-orderly-certified-5x6-note = An ordering a SAT solver found informs every vertex by 7 from every originator, Theorem 2.2.1's lower bound, so b^o = 7; Π and the local search need 8.

gallery-orderly-orientation-title = Turn the torus: T_9×8
gallery-orderly-orientation-note = As laid out, Lemma 3.8.2 bounds Π by 13; Theorem 3.8.1 turns Π along the even side and proves 12, which Π reaches.

gallery-orderly-3d-title = Three dimensions: Π_d on T_6×6×4
gallery-orderly-3d-note = Π_d informs the torus by 15, within Theorem 4.3.1's 18.

gallery-orderly-cycle-title = The cycle C_7
gallery-orderly-cycle-note = Every ordering of the 7-cycle is tried: the best needs 4 = ⌊2n/3⌋, one below the ⌈2n/3⌉ = 5 that §1.3 prints.

gallery-orderly-sweep-lemma-title = Chart: Π on 1,444 tori against the lemma bound
gallery-orderly-sweep-lemma-note = Every torus from 3×3 to 40×40, every originator: Π stays within Lemma 3.8.1/3.8.2's bound on all of them and equals it on 637 (the rings); T_9×13 needs 14.

gallery-orderly-sweep-printed-ell-title = Chart: where §3.1's printed ℓ breaks the bound
gallery-orderly-sweep-printed-ell-note = The same 1,444 tori with ℓ as §3.1 prints it: 116 of them (the crosses) need a step more than the lemma allows, from T_14×10 on.

gallery-orderly-sweep-3d-title = Chart: 3-D tori against Theorem 4.3.1
gallery-orderly-sweep-3d-note = T_m×n×4 for m, n from 3 to 12: Π stays well inside Theorem 4.3.1's bound everywhere; the colour is the bound's slack.

gallery-exercise-when-9x13-title = Exercise: when is this vertex informed?
gallery-exercise-when-9x13-note = Follow Π's labels from the originator (0, 3) to the marked vertex; a wrong time gets a hint naming the neighbour it hears from.

gallery-orderly-messy-exact-path-title = Messy broadcasting, exactly: the path P_8
gallery-orderly-messy-exact-path-note = §1.2.2's worst cases are maxima over every choice, so samples only approach them. The exhaustive search gives them exactly from an end of P_8: n − 1 = 7 under M1 and M2, 2n − 3 = 13 under M3, where a vertex may first send back to where it heard from.

gallery-orderly-lemma-3-5-1-3x3-title = Lemma 3.5.1 on T_3×3: (0, 1) is faster than (0, 0)
gallery-orderly-lemma-3-5-1-3x3-note = Lemma 3.5.1 says no originator (0, j), j ≤ ℓ, beats (0, 0). On T_3×3 under Π the broadcast from (0, 1) ends at 4, the one from (0, 0) at 5; across the 1,444 tori to 40, 498 have such an originator (errata).

gallery-orderly-figures-19-20-title = Figures 19–20: from (m − 1, j), m and j odd
gallery-orderly-figures-19-20-note = Figures 19 and 20 follow the paths from the originators the case analysis of Lemma 3.8.2 needs: here (8, 3) on T_9×13, m and j odd. The run shows who informs whom, step by step; the broadcast ends at 14, within the lemma's 15.

gallery-orderly-figure-23-title = Figure 23: T_7×5×4×3 from (0, 1, 0, 0)
gallery-orderly-figure-23-note = Figure 23 says the first plane is informed by t₀ = 11 (§4.3's formula gives 12) and the first cube by 16. Under Π_d the plane is done by 9 and the cube by 15 (the core's tests check both); the whole torus by 19, within Theorem 4.3.1's 26.

gallery-plan-ordering-4x6-title = An ordering file for T_4×6 that reaches 6
gallery-plan-ordering-4x6-note = The certified optimal ordering of the 4×6 torus, written out as a file (each vertex's neighbours in label order) and checked again: from every originator every vertex is informed by 6, Theorem 2.2.1's lower bound, one step sooner than Π's 7. Change a vertex's order in the file and the check tells you what it costs.

## Manhattan Street networks (core/src/examples/msn.rs): paper 004

gallery-msn-route-title = A shortest route in the 8×8 Manhattan Street network
gallery-msn-route-note = One-way streets: from (0, 0) to (3, 5) takes 6 hops by Eq. (5), the routing tag 000111, confirmed by breadth-first search.

gallery-msn-mean-distance-title = Mean distance of a 10×6 network
gallery-msn-mean-distance-note = The mean over all pairs is 47/10, exactly what Eq. (27) gives.

gallery-msn-total-exchange-title = Total exchange in 158 slots
gallery-msn-total-exchange-note = Every node sends a packet to every other, phase by phase, with every link busy in every slot: 158 slots on 8×8, Eq. (28)'s optimum.

gallery-msn-multinode-broadcast-title = Multinode broadcast in N²/2 slots
gallery-msn-multinode-broadcast-note = Every node broadcasts at once; the sets A_1 … A_32 never collide, meeting the lower bound of 32 slots.

gallery-msn-hamiltonian-title = Two edge-disjoint Hamiltonian cycles
gallery-msn-hamiltonian-note = Orange and blue each visit all 64 nodes and share no link; a multinode broadcast on both rings takes 31.5 slots.

gallery-msn-sweep-mean-distance-title = Chart: mean distance against N
gallery-msn-sweep-mean-distance-note = From 4×4 to 64×64: the mean over every route lies exactly on Eq. (27), a little above the torus's (X+Y)/4, and the throughput bound falls as 1/N.

gallery-exercise-hops-msn-title = Exercise: how long is this route?
gallery-exercise-hops-msn-note = Count the hops of the shortest route from (0, 0) to (7, 3) in the 10×6 Manhattan Street network, where every street is one-way.

gallery-msn-areas-10x8-title = Figs. 3–4: the destination areas, and Eq. (21)'s lost factor
gallery-msn-areas-10x8-note = Each destination of the 10×8 network takes the colour of the path family that reaches it first: the areas A₁ … A₄ on which Eqs. (6)–(9) write the distance. The panel sums the distances by parity class: breadth-first search gives 108 for x and y odd, as Appendix A.9 does; Eq. (21) as printed gives 64.

gallery-classical-msn-4x4-title = The 4×4 Manhattan Street network: 6 rounds along one-way streets
gallery-classical-msn-4x4-note = Calls go along the out-links only. From (0, 0) the exhaustive search needs 6 rounds, one more than the eccentricity 5 and two more than ⌈log₂ 16⌉ = 4; the messy bounds stated for undirected graphs are marked not applicable.

## The families beyond the papers (core/src/examples/families.rs): paper 003

gallery-hypercube-binomial-title = The binomial tree on Q_4
gallery-hypercube-binomial-note = Every informed vertex calls across the next dimension: 16 vertices in 4 rounds, ⌈log₂ 16⌉, which no broadcast beats (003 §1.2.1: b(H_m) = m).

gallery-hypercube-orderly-title = Orderly broadcasting on Q_4, dimension by dimension
gallery-hypercube-orderly-note = With every vertex's links in dimension order, the orderly broadcast takes m(m + 1)/2 = 10: the worst messy M3 time 003 §1.2.2 cites, against 4 rounds when the vertices may choose.

gallery-butterfly-exact-title = The wrapped butterfly BF(3) in 5 rounds
gallery-butterfly-exact-note = The exhaustive search finds b = 5 = 2m − 1, Klasing, Monien, Peine and Stöhr's upper bound, met; their 1.7417m lower bound (5.2) is asymptotic and fails here.

gallery-butterfly-2m-2-title = BF(10) in 18 rounds, one below 2m − 1
gallery-butterfly-2m-2-note = castlab's matching heuristic broadcasts the wrapped butterfly of dimension 10 in 18 rounds, the validator checking every call: one round below Klasing, Monien, Peine and Stöhr's 2m − 1 = 19, and above their asymptotic 1.7417m ≈ 17.4.

gallery-butterfly-orderly-title = Orderly broadcasting on BF(3)
gallery-butterfly-orderly-note = Straight up, cross up, straight down, cross down at every vertex: 8 steps, 3 more than the 5 rounds of the telephone model.

gallery-debruijn-exact-title = The de Bruijn graph UB(2, 5) in 6 rounds
gallery-debruijn-exact-note = 32 vertices need at least ⌈log₂ 32⌉ = 5 rounds; the exhaustive search proves 6 from 00000, within Bermond and Peyrat's 1.5m + 1.5 = 9.

gallery-debruijn-heuristics-title = UB(2, 8): the heuristics side by side
gallery-debruijn-heuristics-note = From 00000000 the matching heuristic and the spanning-tree broadcast both take 12 rounds, within the well-known 1.5m + 1.5 = 13.5 and 4 above ⌈log₂ 256⌉ = 8; the three-models panel sets them beside the orderly and messy times.

gallery-ccc-refutes-5k-over-2-title = CCC(4) in 9 rounds, not ⌈5k/2⌉ = 10
gallery-ccc-refutes-5k-over-2-note = 003 §1.2.1 lists b(CCC_k) = ⌈5k/2⌉; the exhaustive search finds a 9-round broadcast and proves no 8-round one: ⌈5k/2⌉ − 1.

gallery-ccc-at-its-diameter-title = CCC(8) as fast as its diameter
gallery-ccc-at-its-diameter-note = 2,048 vertices informed in 18 rounds, the diameter, so no broadcast is faster: 003 §1.2.1's ⌈5k/2⌉ = 20 overstates it by two.

gallery-ccc-3-title = CCC(3): as fast as its diameter
gallery-ccc-3-note = 24 vertices, diameter 6, and a 6-round broadcast: ⌈5k/2⌉ = 8 overstates it by two.

gallery-census-orderly-above-classical-title = G_84: b^o = 5/3 of b, the census's largest ratio
gallery-census-orderly-above-classical-note = Over the 995 connected graphs of 2 to 7 vertices, b ≤ b^o always (003 Observation 2.1.1). On this 6-vertex graph b = 3, yet the best ordering needs 5: the largest b^o/b, which four more graphs share (G_103, G_375, G_585, G_754).

gallery-census-messy-three-times-orderly-title = G_865: b^o = 3, the worst M3 run three times slower
gallery-census-messy-three-times-orderly-note = The best ordering of this 7-vertex graph finishes in 3 steps from every originator; the worst M3 run takes 9. No census graph has a larger b^m₃/b^o; 21 more reach 3, G_865 is the first.

gallery-complete-doubling-title = K_12 by doubling
gallery-complete-doubling-note = The informed double every round: 12 vertices in ⌈log₂ 12⌉ = 4 rounds (003 §1.2.1: b(K_n) = ⌈log₂ n⌉).

gallery-complete-orderly-title = Orderly broadcasting on K_6 in number order
gallery-complete-orderly-note = Every vertex calls the others in number order: 5 steps against 3 rounds, within 003 §1.3's ⌈log n⌉ + 2⌈√log n⌉ = 7 for the best ordering.

gallery-path-tree-title = P_9 from the middle
gallery-path-tree-note = Four vertices each way, and one side waits a round: 5 rounds, the tree broadcast's optimum.

gallery-path-orderly-title = Orderly broadcasting on P_7
gallery-path-orderly-note = Lower neighbour first everywhere takes 11; the best of all orderings, found by trying them, takes 9 = ⌈(3n − 4)/2⌉ (003 §1.3).

gallery-cycle-tree-title = C_9 both ways round
gallery-cycle-tree-note = Two arcs of four, one starting a round later: ⌈9/2⌉ = 5 rounds from any vertex.

gallery-cycle-orderly-title = Orderly broadcasting on C_9
gallery-cycle-orderly-note = Next vertex first, then the previous one: 6 = ⌊2n/3⌋, the optimum every ordering was tried for (003 §1.3 prints ⌈2n/3⌉; see the errata).

gallery-exercise-build-q3-title = Exercise: broadcast on Q_3 yourself
gallery-exercise-build-q3-note = Click a caller, then the neighbour it calls, round by round, from 101: the validator names any broken rule, and a complete schedule is scored by its rounds against b(101), which castlab knows exactly here.

gallery-exercise-build-bf3-title = Exercise: broadcast on the butterfly BF(3) yourself
gallery-exercise-build-bf3-note = Build a broadcast in the telephone model from 0,000 by clicks on the butterfly's levels and rows; a complete schedule is scored by its rounds against b(0,000), known exactly here, and the feedback says how it is known.

gallery-butterfly-sweep-bounds-title = Chart: BF(m) per dimension against the published bounds
gallery-butterfly-sweep-bounds-note = b/m for m = 3 … 12 against Klasing, Monien, Peine and Stöhr's (2m − 1)/m and 1.7417: castlab's best schedule meets 2m − 1 at BF(3), exactly (5 rounds), and takes 2m − 2 at m = 10 and 11 (18 and 20 rounds).

gallery-debruijn-sweep-bounds-title = Chart: UB(2, m) per dimension against the published bounds
gallery-debruijn-sweep-bounds-note = b/m from 0…0 for m = 2 … 12 against the well-known 1.5m + 1.5 and Klasing et al.'s 1.3171m: below the upper bound at every m (19 rounds at m = 12, against 19.5), and below the asymptotic lower bound at m = 4 (5 rounds, against 5.27).

gallery-hypercube-sweep-orderly-title = Chart: Q_m's dimension ordering against 003's m(m + 1)/2
gallery-hypercube-sweep-orderly-note = b^Π(G) of the dimension ordering for m = 1 … 12 is m(m + 1)/2 at every m, the value 003 §1.2.2 prints as b₃^o(H_m) (a messy time): 78 at m = 12, six and a half times the diameter 12.
