# Die fünf Arbeiten, aus denen castlab rechnet (core/src/papers.rs), und das
# Feld „Über castlab“ (web/src/components/explain.rs). Titel (paper-title-…)
# bleiben wie veröffentlicht.

papers-citation = { $authors }, „{ $title }“, { $venue }.

papers-000-authors = S. Cang und J. Wu
paper-title-000 = Minimizing Total Communication Distance of a Time-Step Optimal Broadcast in Mesh Networks
paper-title-000-proceedings = Proceedings of the First Merged IPPS/SPDP
papers-000-venue = { paper-title-000-proceedings }, April 1998, S. 10–17
papers-000-short = Cang und Wu 1998
papers-000-topic = TCD zeitschrittoptimaler Broadcasts in 2-D-Gittern: Augen, Algorithmus 1

papers-001-authors = J.-F. Fang, W.-Y. Liang, H.-R. Chen und K.-L. Ng
paper-title-001 = Novel Broadcasting Algorithm of the Complete Recursive Network
papers-001-venue = eingegangen am 20. November 2005
papers-001-short = Fang, Liang, Chen und Ng
papers-001-topic = Broadcast in vollständigen WK-rekursiven Netzen mit einem Label konstanter Größe

papers-002-authors = S. Cang und J. Wu
paper-title-002 = Time-Step Optimal Broadcasting in 3-D Meshes with Minimum Total Communication Distance
paper-title-002-journal = Journal of Parallel and Distributed Computing
papers-002-venue = { paper-title-002-journal } 60, 2000
papers-002-short = Cang und Wu 2000
papers-002-topic = dasselbe in 3-D-Gittern: Algorithmen 2 und 3, neun Regionen
papers-002-unconfirmed = Dem Text von 002 fehlt die Titelseite, und keine der vier anderen Arbeiten zitiert ihn: Titel, Zeitschrift, Band und Jahr stammen aus castlabs Auftrag.

papers-003-authors = P. Taslakian
paper-title-003 = Orderly Broadcasting in Multidimensional Tori
papers-003-venue = Masterarbeit (M.Comp.Sc.), Concordia University, Montréal, Mai 2004, ISBN 0-612-91122-5
papers-003-short = Taslakian 2004
papers-003-topic = geordneter Broadcast in 2-D- und d-D-Tori: die Ordnung Π und ihre Schranken

papers-004-authors = E. A. Varvarigos
paper-title-004 = Optimal communication algorithms for Manhattan Street networks
papers-004-venue = Elsevier Science B.V., 1998 (eingegangen am 20. April 1995, angenommen am 29. März 1996)
papers-004-short = Varvarigos 1998
papers-004-topic = Manhattan-Street-Netze: Routing, Totalaustausch, Mehrknoten-Broadcast, Hamiltonkreise

## Das Feld „Über castlab“

papers-about-summary = Über castlab: die Arbeiten, die Begriffe, die Lizenz
papers-heading = Die Arbeiten
papers-intro = castlab reproduziert und prüft die Ergebnisse von:
papers-licence = castlab ist freie Software unter der MIT- oder der Apache-2.0-Lizenz, nach Ihrer Wahl (LICENSE-MIT und LICENSE-APACHE neben dieser Seite).

# The reference words of a claim's citation on the page ("000 Theorem 2",
# "000 Corollary 1, Eq. (10)"); $n is the number as printed: 2, (10), (3)-(7).
papers-ref-theorem = Satz { $n }
papers-ref-corollary = Korollar { $n }
papers-ref-lemma = Lemma { $n }
papers-ref-eq = Gl. { $n }
papers-ref-eqs = Gln. { $n }
papers-ref-chapter = Kapitel { $n }
# "003 Chapter 5, from [16]": the thesis's chapter after its reference [16].
papers-ref-from = nach { $n }
# Ends "000 Eq. (12) / 002 Eq. (15), from an eye"; the leading comma is written {","}.
papers-ref-from-an-eye = {","} von einem Auge aus
# A lower bound's source when it is the diameter of the network.
papers-ref-diameter = der Durchmesser
# A lower bound castlab proved itself, before "(docs/certified.md)".
papers-ref-certificate = das Zertifikat von castlab
