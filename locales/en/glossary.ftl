# The glossary (core/src/glossary.rs) and the explanations' frame
# (web/src/components/explain.rs).
#
# Each term: its name; .definition, shown on the glossary and on hover;
# .forms, the words that name the term in this language's running text
# (the step log, the explanations), separated by |, longest first where one
# contains another: the page links each of them to the term, so list every
# inflection the sentences use (a form matches whole words only, except in
# Chinese). The papers' symbols stay as published.

glossary-one-port = one-port
    .definition = In a step, each informed node sends at most one message; the message may cross many links (cut-through routing) and still take one step.
    .forms = one-port

glossary-time-step-optimal = time-step optimal
    .definition = A broadcast to N = 2^m nodes in m steps, the fewest possible one-port: the informed set doubles every step.
    .forms = time-step optimal

glossary-tcd = TCD
    .definition = Total communication distance: the hops of all messages of a broadcast, added up. Fewer hops load the network less.
    .forms = TCD

glossary-eye = eye
    .definition = A node from which the papers' recursive broadcast reaches the least TCD (Definitions 2, 5 and 7 of the TCD papers): of the submeshes' own eyes, those closest to the centre, a_k = (2^k − (−1)^k)/3 apart, so near the one-third points of the mesh (5 and 10 on 16 × 16); and, recursively, of each submesh.
    .forms = upper-right eye | lower half's eye | eye

glossary-dimension-ordered = dimension-ordered route
    .definition = A route that corrects x first, then y, then z; castlab also tries the other orders to avoid two messages of one step sharing a link.
    .forms = routed | xy | yx

glossary-all-port = all-port
    .definition = An informed node may send on all of its links in the same step; a message crosses one link per step.
    .forms = all-port

glossary-wk = WK(W, L)
    .definition = A complete WK-recursive network: W^L nodes addressed by L digits in base W; W nodes form a complete cluster, W clusters a bigger one, L levels deep.
    .forms = WK-recursive | WK(

glossary-msn = Manhattan Street network
    .definition = An X × Y grid of one-way streets whose directions alternate row by row and column by column, wrapping around: each node has one horizontal and one vertical out-link.
    .forms = Manhattan Street

glossary-slot = slot
    .definition = The time a packet takes to cross one link, store-and-forward; each directed link carries one packet per slot, and all links of a node work at once.
    .forms = half slot | slot | Slot

glossary-te = TE
    .definition = Total exchange: every node sends a different packet to every other node.
    .forms = total exchange

glossary-mnb = MNB
    .definition = Multinode broadcast: every node broadcasts its own packet to all others, all at once.
    .forms = multinode broadcast

glossary-orderly = orderly broadcasting
    .definition = Each vertex numbers its out-edges 1, 2, …; a vertex informed at time t sends on edge i at time t + i, even to a neighbour that already knows.
    .forms = orderly

glossary-b-pi = b^Π
    .definition = The orderly broadcast time under the ordering Π: b^Π(u) from originator u, b^Π(G) the largest over all originators. b^o(G) is the least b^Π(G) over all orderings.
    .forms = b^Π

glossary-diameter = D
    .definition = The diameter: the largest distance between two vertices. No broadcast from the worst originator can finish sooner.
    .forms = diameter

glossary-verdict = holds / fails / open
    .definition = A paper's claim checked here: holds (true, by exhaustive search where needed), fails (a valid schedule or a count refutes it), open (not refuted, but only an exhaustive search could confirm it), not applicable (the claim is about something else).
    .forms = holds / fails / open

glossary-holder = holder
    .definition = The node that holds the message for a submesh (or subcube): it must inform every node of it. Halving algorithms give each holder half of its block to hand on, until every block is one node.
    .forms = holders | holder

glossary-submesh = submesh
    .definition = A block of the mesh that a halving algorithm treats as a mesh of its own: the 8×8 mesh splits into four 4×4 submeshes, each into four 2×2 ones. In 3-D and higher, a subcube.
    .forms = submeshes | submesh | subcubes | subcube

glossary-turn = turn of a submesh
    .definition = Algorithm 1 is written for a holder in the upper-left quarter. A holder elsewhere first turns its submesh (a quarter turn or half a turn on the page) until it sits upper left, runs the written steps, and turns the result back: so "upper-right" can point left or down on the page.
    .forms = half a turn | quarter turn clockwise | quarter turn anticlockwise | upper left | upper-right | lower-left

glossary-cluster = cluster
    .definition = In WK(W, L): W nodes joined all to all form a cluster of level 1; W clusters of level c joined by one link between each pair form a cluster of level c + 1.
    .forms = smallest cluster | cluster

glossary-inner-neighbour = inner neighbour
    .definition = A node of the same smallest cluster: the W − 1 nodes whose address differs only in the last digit.
    .forms = inner neighbours | inner neighbour

glossary-inter-cluster-link = inter-cluster link
    .definition = The one link of a node that leaves its smallest cluster, joining two clusters of some level c (its level). Corners of the whole network have none.
    .forms = inter-cluster link

glossary-wk-label = label (WK)
    .definition = What a WK message carries besides its content: (m, t), the highest level of link the message has passed (m) and, in stage i, the corner identifier of the WK(W, i − 1) subnetwork (t), which a node passes on unchanged to its cluster-mates; from a corner source, one digit p. Fang et al.'s labels stay this small at any size.
    .forms = corner label | new label | label (m, t) | (m, t) | the label's digit | the label

glossary-cor-level = cor-level(v)
    .definition = The paper's name for the level of v's inter-cluster link: the number of trailing digits of v's address that are equal (L for a corner of the network).
    .forms = cor-level(v) | cor-level

glossary-flip-cor-id = flip-cor-id(v)
    .definition = The paper's name for the last digit of the node at the other end of v's inter-cluster link.
    .forms = flip-cor-id(v) | flip-cor-id

glossary-stack = stack
    .definition = Chen and Duh's broadcast carries a stack of link labels; a node reached through a link labelled i pops the stack until its top exceeds i, pushes i, and sends on every link whose label is not in the stack. It grows with L, where Fang et al.'s label does not.
    .forms = stacks | stack | links whose label

glossary-orderly-label = label (orderly)
    .definition = An edge's place in its vertex's list: a vertex informed at time t sends on its edge with label i at time t + i.
    .forms = label 1 | label 2 | label 3 | label 4 | an edge with label | uses label | with label

glossary-list = list (ordering)
    .definition = The order in which a vertex uses its edges in orderly broadcasting; an ordering gives every vertex its list. Π's lists follow the cases a–d of Taslakian's §3.2, by the vertex's column.
    .forms = its list | list | cases a/b | cases c/d

glossary-originator = originator
    .definition = The vertex an orderly broadcast starts from.
    .forms = originator

glossary-path-family = path family
    .definition = The four ways of routing in a Manhattan Street network, by the quarter the destination lies in: NE, SW, SE, NW (Varvarigos's Eq. (5)); the shortest is taken.
    .forms = shortest path family | path family

glossary-routing-tag = routing tag
    .definition = The route as a string of bits: 0 takes the row link, 1 the column link.
    .forms = routing tag

glossary-phase = phase P(i, j)
    .definition = Total exchange in rounds: in phase P(i, j) every node sends its packets for the offsets (i, j) and (j, i) at once, along a fixed path L^{"{"}(i,j){"}"} and its complement (the same path with rows and columns swapped).
    .forms = Phase P( | phase's path | L^{"{"}( | complement | half packets | packets

glossary-translate = translate
    .definition = The same link set moved to start at another node (the automorphism R); the sets A_i's translates never share a link, so all nodes send at once.
    .forms = translates | translate | A_

glossary-ring = Hamiltonian ring
    .definition = A cycle through every node once; two that share no link carry half a packet each.
    .forms = rings | ring

glossary-certificate = certificate
    .definition = A schedule found by a SAT solver, with the solver's proof that none is better (docs: certified optima).
    .forms = certificate | x − 2^b

glossary-halving = halving (best target, best split)
    .definition = castlab's searches over halving schedules: each informed block sends into the other half to the node where distance plus that half's remaining cost is least (the best target); the exhaustive optimum tries every split.
    .forms = best target | best split | informed subcube | receiving half


## The explanations' frame

glossary-explain-summary = What am I looking at?
glossary-explain-why = Why? Narrate the steps puts the algorithm beside the picture, marks the lines that send the current step's messages (dashed: the set-up and loop lines the step runs within) and says why in the step log, whose terms link to the glossary; hover a line to see its messages in violet, or a node to see the line that informed it. The . and , keys step from anywhere on the page.
# A sweep's explanation opens with this; the command `castlab sweep` (as code) stands between the two parts.
glossary-sweep-intro-before = A sweep: the same link at every size in its ranges, one point (or one cell) per size, computed in the background over every core. Hover over or tap a point for its values, click it to open that size, or read them all in the table. The CSV and JSON downloads are what{" "}
glossary-sweep-intro-after = {" "}prints for this link.
# The heading of the glossary in the About panel.
glossary-heading = Glossary
