# Los cinco artículos con los que calcula castlab (core/src/papers.rs) y el
# panel «Acerca de castlab» (web/src/components/explain.rs). Los títulos
# (paper-title-…) se mantienen tal como se publicaron.

papers-citation = { $authors }, «{ $title }», { $venue }.

papers-000-authors = S. Cang y J. Wu
paper-title-000 = Minimizing Total Communication Distance of a Time-Step Optimal Broadcast in Mesh Networks
paper-title-000-proceedings = Proceedings of the First Merged IPPS/SPDP
papers-000-venue = { paper-title-000-proceedings }, abril de 1998, págs. 10–17
papers-000-short = Cang y Wu 1998
papers-000-topic = TCD de la difusión óptima en pasos de tiempo en mallas 2-D: ojos, Algoritmo 1

papers-001-authors = J.-F. Fang, W.-Y. Liang, H.-R. Chen y K.-L. Ng
paper-title-001 = Novel Broadcasting Algorithm of the Complete Recursive Network
papers-001-venue = recibido el 20 de noviembre de 2005
papers-001-short = Fang, Liang, Chen y Ng
papers-001-topic = difusión en redes WK-recursivas completas con una etiqueta de tamaño constante

papers-002-authors = S. Cang y J. Wu
paper-title-002 = Time-Step Optimal Broadcasting in 3-D Meshes with Minimum Total Communication Distance
paper-title-002-journal = Journal of Parallel and Distributed Computing
papers-002-venue = { paper-title-002-journal } 60, 2000
papers-002-short = Cang y Wu 2000
papers-002-topic = lo mismo en mallas 3-D: Algoritmos 2 y 3, nueve regiones
papers-002-unconfirmed = El texto de 002 ha perdido su portada y ninguno de los otros cuatro artículos lo cita: su título, revista, volumen y año son los que da el encargo de castlab.

papers-003-authors = P. Taslakian
paper-title-003 = Orderly Broadcasting in Multidimensional Tori
papers-003-venue = tesis de M.Comp.Sc., Concordia University, Montréal, mayo de 2004, ISBN 0-612-91122-5
papers-003-short = Taslakian 2004
papers-003-topic = difusión ordenada en toros 2-D y d-D: el orden Π y sus cotas

papers-004-authors = E. A. Varvarigos
paper-title-004 = Optimal communication algorithms for Manhattan Street networks
papers-004-venue = Elsevier Science B.V., 1998 (recibido el 20 de abril de 1995, aceptado el 29 de marzo de 1996)
papers-004-short = Varvarigos 1998
papers-004-topic = redes Manhattan Street: encaminamiento, intercambio total, difusión multinodo, ciclos hamiltonianos

## El panel «Acerca de castlab»

papers-about-summary = Acerca de castlab: los artículos, los términos, la licencia
papers-heading = Los artículos
papers-intro = castlab reproduce y comprueba los resultados de:
papers-licence = castlab es software libre bajo la licencia MIT o Apache-2.0, a su elección (LICENSE-MIT y LICENSE-APACHE junto a esta página).

# The reference words of a claim's citation on the page ("000 Theorem 2",
# "000 Corollary 1, Eq. (10)"); $n is the number as printed: 2, (10), (3)-(7).
papers-ref-theorem = Teorema { $n }
papers-ref-corollary = Corolario { $n }
papers-ref-lemma = Lema { $n }
papers-ref-eq = Ec. { $n }
papers-ref-eqs = Ecs. { $n }
papers-ref-chapter = Capítulo { $n }
# "003 Chapter 5, from [16]": the thesis's chapter after its reference [16].
papers-ref-from = según { $n }
# Ends "000 Eq. (12) / 002 Eq. (15), from an eye"; the leading comma is written {","}.
papers-ref-from-an-eye = {","} desde un ojo
# A lower bound's source when it is the diameter of the network.
papers-ref-diameter = el diámetro
# A lower bound castlab proved itself, before "(docs/certified.md)".
papers-ref-certificate = el certificado de castlab
