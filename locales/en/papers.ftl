# The five papers castlab computes from (core/src/papers.rs) and the About
# panel (web/src/components/explain.rs). Titles (paper-title-…) stay as
# published in every locale; authors' names too.

# A full citation: $authors, $title and $venue are the messages below.
papers-citation = { $authors }, “{ $title }”, { $venue }.

papers-000-authors = S. Cang and J. Wu
paper-title-000 = Minimizing Total Communication Distance of a Time-Step Optimal Broadcast in Mesh Networks
paper-title-000-proceedings = Proceedings of the First Merged IPPS/SPDP
papers-000-venue = { paper-title-000-proceedings }, April 1998, pp. 10–17
# The paper's name in running text, before ", Theorem 2" and the like.
papers-000-short = Cang and Wu 1998
papers-000-topic = TCD of time-step-optimal broadcast in 2-D meshes: eyes, Algorithm 1

papers-001-authors = J.-F. Fang, W.-Y. Liang, H.-R. Chen and K.-L. Ng
paper-title-001 = Novel Broadcasting Algorithm of the Complete Recursive Network
# The paper prints no venue, only the date the manuscript was received.
papers-001-venue = received November 20, 2005
papers-001-short = Fang, Liang, Chen and Ng
papers-001-topic = broadcasting in complete WK-recursive networks with a constant-size label

papers-002-authors = S. Cang and J. Wu
paper-title-002 = Time-Step Optimal Broadcasting in 3-D Meshes with Minimum Total Communication Distance
paper-title-002-journal = Journal of Parallel and Distributed Computing
papers-002-venue = { paper-title-002-journal } 60, 2000
papers-002-short = Cang and Wu 2000
papers-002-topic = the same in 3-D meshes: Algorithms 2 and 3, nine regions
papers-002-unconfirmed = 002's text has lost its title page and none of the other four papers cites it: its title, journal, volume and year are as castlab's brief gives them.

papers-003-authors = P. Taslakian
paper-title-003 = Orderly Broadcasting in Multidimensional Tori
papers-003-venue = M.Comp.Sc. thesis, Concordia University, Montréal, May 2004, ISBN 0-612-91122-5
papers-003-short = Taslakian 2004
papers-003-topic = orderly broadcasting in 2-D and d-D tori: the ordering Π and its bounds

papers-004-authors = E. A. Varvarigos
paper-title-004 = Optimal communication algorithms for Manhattan Street networks
papers-004-venue = Elsevier Science B.V., 1998 (received 20 April 1995, accepted 29 March 1996)
papers-004-short = Varvarigos 1998
papers-004-topic = Manhattan Street networks: routing, total exchange, multinode broadcast, Hamiltonian cycles

## The About panel

papers-about-summary = About castlab: the papers, the terms, the licence
papers-heading = The papers
papers-intro = castlab reproduces and checks the results of:
papers-licence = castlab is free software under the MIT or Apache-2.0 licence, at your choice (LICENSE-MIT and LICENSE-APACHE beside this page).

# The reference words of a claim's citation on the page ("000 Theorem 2",
# "000 Corollary 1, Eq. (10)"); $n is the number as printed: 2, (10), (3)-(7).
papers-ref-theorem = Theorem { $n }
papers-ref-corollary = Corollary { $n }
papers-ref-lemma = Lemma { $n }
papers-ref-eq = Eq. { $n }
papers-ref-eqs = Eqs. { $n }
papers-ref-chapter = Chapter { $n }
# "003 Chapter 5, from [16]": the thesis's chapter after its reference [16].
papers-ref-from = from { $n }
# Ends "000 Eq. (12) / 002 Eq. (15), from an eye"; the leading comma is written {","}.
papers-ref-from-an-eye = {","} from an eye
# A lower bound's source when it is the diameter of the network.
papers-ref-diameter = the diameter
# A lower bound castlab proved itself, before "(docs/certified.md)".
papers-ref-certificate = castlab's certificate
