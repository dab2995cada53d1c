# The families of the family protocol (core/src/topology/): their names in
# the network menu, how a source's address is written, the natural order of
# a vertex's links (the orderly ordering's labels), and the colours' classes.
topology-cube = hypercube Q_m
topology-butterfly = wrapped butterfly BF(m)
topology-debruijn = de Bruijn UB(2, m)
topology-ccc = cube-connected cycles CCC(m)
topology-complete = complete graph K_n
topology-path = path P_n
topology-cycle = cycle C_n
topology-census = small graph G_g of the census
topology-butterfly-addresses = a level 0…m−1, a comma and m binary digits
topology-ccc-addresses = a position 0…m−1, a comma and m binary digits
topology-debruijn-addresses = m binary digits
topology-cube-addresses = m binary digits
topology-number-addresses = a number 0…n−1
topology-butterfly-link-order = straight up a level, cross up, straight down, cross down
topology-ccc-link-order = the next vertex of its cycle, the previous one, then its cube link
topology-census-link-order = the neighbours in number order
topology-debruijn-link-order = shift left putting in 0, then 1; shift right putting in 0, then 1 (loops and repeats left out)
topology-cube-link-order = across dimension 1, then 2, …, then m
topology-complete-link-order = the other vertices in number order
topology-path-link-order = the lower neighbour, then the higher
topology-cycle-link-order = the next vertex, then the previous one
topology-user-link-order = each vertex's neighbours in the order its list gives them
topology-class-link = link
topology-class-straight = straight
topology-class-cross = cross
topology-class-cycle = cycle
topology-class-cube = cube
topology-class-shift = shift in a { $bit }
topology-class-dimension = dimension { $k }
topology-grid-link-order = axis 0 forwards, axis 0 backwards, axis 1 forwards, …
topology-msn-link-order = each vertex's horizontal out-link, then its vertical one
topology-wk-link-order = inner-cluster neighbours by address, then the inter-cluster link
# The MSN panel's constructions (004): how castlab built the schedule shown.
eval-msn-mnb-construction = 004 step (a), then one horizontal and one vertical link per step, nodes only one kind can reach first, with a depth-first search behind it
eval-msn-rings-construction = rows joined by switching the diagonal unit squares; the second cycle is the first reflected in the diagonal
